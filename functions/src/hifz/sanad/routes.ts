/**
 * Sanads over REST (issue 43 §3, decision 0054). The hifz owner's: `GET /students/{id}/sanads`
 * (the student's sanads, with their verify codes), `POST /students/{id}/sanads` (issue one:
 * completion date and teachers; `Idempotency-Key`), `POST /sanads/{id}/revoke`, and
 * `GET /sanads/{id}/sanad.pdf` (the one-page certificate). The public's: `GET /verify/{code}`,
 * the name, completion date and madrasa of a sanad not revoked; 404 `sanad-not-found` alike for
 * an unknown, malformed or revoked code, the misses throttled per client address as the parents'
 * links are (429 with `Retry-After` past MAX_VERIFY_MISSES in 15 minutes).
 */
import { Router } from 'express';
import * as z from 'zod/mini';
import { issueSanadBody } from '@masjid/domain/sanad';
import { endpoint, route } from '../../api/endpoint.ts';
import { builtFile } from '../../api/built-files.ts';
import { clientAddress, throttleKey, type ThrottleRule } from '../../api/throttle.ts';
import { idParams, uidSchema } from '../access.ts';
import { getStudent } from '../people.ts';
import {
  getSanad,
  issueSanad,
  listSanads,
  revokeSanad,
  sanadAnswer,
  verifySanad,
} from './store.ts';
import { sanadPdf } from './sanad-pdf.ts';

/** Wrong verify codes allowed per client address within the throttle window (15 minutes). */
export const MAX_VERIFY_MISSES = 30;

/** Certificates one owner may have built within the throttle window. */
const MAX_SANAD_PDFS = 40;

const sanadParams = z.object({ sanadId: uidSchema });
/** `{code}`: any text; a malformed code is a miss like an unknown one. */
const codeParams = z.object({ code: z.string() });

/**
 * The throttle of `GET /verify/{code}` (and the verify page): misses only, per client address,
 * as the parents' links (functions/src/hifz/access.ts): a right code always verifies.
 */
export const verifyThrottle: ThrottleRule<{ req: Parameters<typeof clientAddress>[0] }> = {
  limits: ({ req }) => [{ key: throttleKey('verify', clientAddress(req)), max: MAX_VERIFY_MISSES }],
  message: () => 'Too many wrong codes. Try again later.',
  missesOnly: true,
};

export function sanadRouter(): Router {
  const router = Router();

  route(router, '/students/:id/sanads', {
    get: endpoint({ role: ['admin'], params: idParams }, async ({ params }) => {
      await getStudent(params.id);
      return listSanads(params.id);
    }),
    post: endpoint(
      {
        role: ['admin'],
        params: idParams,
        body: issueSanadBody,
        creates: true,
        access: ({ params }) => getStudent(params.id),
      },
      async ({ access, body, caller, res, newId }) => {
        const sanad = await issueSanad(newId, access, body, caller.uid);
        res.status(201).location(`/api/sanads/${sanad.id}/sanad.pdf`);
        return sanad;
      },
    ),
  });

  route(router, '/sanads/:sanadId/revoke', {
    post: endpoint({ role: ['admin'], params: sanadParams }, ({ params, caller }) =>
      revokeSanad(params.sanadId, caller.uid),
    ),
  });

  route(router, '/sanads/:sanadId/sanad.pdf', {
    get: endpoint({ role: ['admin'], params: sanadParams }, async ({ params, caller, res }) => {
      const sanad = sanadAnswer(await getSanad(params.sanadId));
      const bytes = await builtFile(res, {
        kind: 'sanad',
        inputs: sanad,
        contentType: 'application/pdf',
        build: () => sanadPdf(sanad),
        builder: caller.uid,
        maxBuilds: MAX_SANAD_PDFS,
        keep: false,
      });
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `inline; filename="sanad-${sanad.id}.pdf"`)
        .send(bytes);
      return undefined;
    }),
  });

  route(router, '/verify/:code', {
    get: endpoint(
      { role: 'public', params: codeParams, throttle: verifyThrottle },
      ({ params, throttle }) => verifySanad(params.code, throttle),
    ),
  });

  return router;
}
