/**
 * A student's sanads for the owner (issue 43 §3): `GET /students/{id}/sanads`, issuing one
 * (`POST`, with an Idempotency-Key) and revoking one (`POST /sanads/{id}/revoke`), through the
 * REST API as the signed-in owner; each change reads the list again. The PDF is
 * `GET /sanads/{id}/sanad.pdf`.
 */
import { useMutation, useQuery, type MutationFunctionContext } from '@tanstack/react-query';
import { sanadAnswerSchema, sanadListSchema, type IssueSanadBody } from '@masjid/domain/sanad';
import { apiFetch, apiFetchBlob } from '../../common/api/client.ts';

const sanadsKey = (studentId: string) => ['hifz', 'sanads', studentId] as const;

/** The student's sanads, the newest first. */
export const useSanads = (studentId: string) =>
  useQuery({
    queryKey: sanadsKey(studentId),
    queryFn: () => apiFetch(`/students/${encodeURIComponent(studentId)}/sanads`, sanadListSchema),
    retry: false,
  });

const refresh =
  (studentId: string) =>
  (_data: unknown, _vars: unknown, _result: unknown, { client }: MutationFunctionContext) =>
    client.invalidateQueries({ queryKey: sanadsKey(studentId) });

/** Issues a sanad to the student (ApiError 400 with fields, 409 `sanad-exists`). */
export const useIssueSanad = (studentId: string) =>
  useMutation({
    mutationFn: (body: IssueSanadBody) =>
      apiFetch(`/students/${encodeURIComponent(studentId)}/sanads`, sanadAnswerSchema, {
        method: 'POST',
        body,
        creates: true,
      }),
    onSuccess: refresh(studentId),
  });

/** Revokes one of the student's sanads: its code stops verifying. */
export const useRevokeSanad = (studentId: string) =>
  useMutation({
    mutationFn: (sanadId: string) =>
      apiFetch(`/sanads/${encodeURIComponent(sanadId)}/revoke`, sanadAnswerSchema, {
        method: 'POST',
      }),
    onSuccess: refresh(studentId),
  });

/** The sanad's one-page PDF. */
export const sanadPdf = (sanadId: string): Promise<Blob> =>
  apiFetchBlob(`/sanads/${encodeURIComponent(sanadId)}/sanad.pdf`);
