/**
 * A sanad's verification (`GET /api/verify/{code}`, public): the name, the completion date and
 * the madrasa, or null when the code verifies nothing (the API's 404: unknown, malformed or
 * revoked). A page served with it (the functions' `pages`, key `pageDataKeys.verify(code)`)
 * starts from the served value and asks nothing again.
 */
import { useQuery } from '@tanstack/react-query';
import { pageDataKeys } from '@masjid/domain/page-data-keys';
import { sanadPageDataSchema, sanadVerificationSchema } from '@masjid/domain/sanad';
import { ApiError, apiFetch } from '../../common/api/client.ts';
import { servedTime, useServedValue } from '../../common/page-data.ts';

export function useSanadVerification(code: string) {
  return useQuery({
    queryKey: ['verify', code],
    queryFn: () =>
      apiFetch(`/verify/${encodeURIComponent(code)}`, sanadVerificationSchema, {
        auth: false,
      }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    retry: false,
    // The answer does not change while the page is open (a revoke shows on the next visit).
    staleTime: Infinity,
    initialData: useServedValue({ key: pageDataKeys.verify(code), schema: sanadPageDataSchema }),
    initialDataUpdatedAt: servedTime,
  });
}
