/** `POST /save-token` (spec 7) and `POST /remove-token` (issue 7 §2): a device's push token. */
import { Router } from 'express';
import { saveTokenBody, removeTokenBody } from '@masjid/domain/push';
import { methodNotAllowed } from '../api/errors.ts';
import { jsonBody } from '../api/body.ts';
import { removeToken, saveToken } from './tokens.ts';

export function pushRouter(): Router {
  const router = Router();
  router
    .route('/save-token')
    .post(jsonBody(saveTokenBody), saveToken)
    .all(methodNotAllowed(['POST']));
  router
    .route('/remove-token')
    .post(jsonBody(removeTokenBody), removeToken)
    .all(methodNotAllowed(['POST']));
  return router;
}
