/**
 * The admin dashboard's data: teachers with their students, all
 * students, the owner report, and the account actions, through the REST API as the signed-in
 * admin. Every change refreshes the cached lists.
 */
import { dueListSchema, feeMonthId } from '@masjid/domain/fees';
import { studentAnswerSchema, teacherAnswerSchema } from '@masjid/domain/hifz';
import { useMutation, useQuery, type MutationFunctionContext } from '@tanstack/react-query';
import type { CreateStudentBody, CreateTeacherBody } from '@masjid/domain/hifz';
import {
  ignoredResponse,
  noContentResponse,
  ownerReportResponseSchema,
  studentListResponseSchema,
  teacherListResponseSchema,
} from '@masjid/domain/api-responses';
import { ownerMonthSchema } from '@masjid/domain/owner-month';
import type { YearMonth } from '@masjid/domain/progress';
import { apiFetch } from '../../common/api/client.ts';

const keys = {
  teachers: ['hifz', 'teachers'] as const,
  students: ['hifz', 'students'] as const,
  report: ['hifz', 'report'] as const,
};

/** A change to the accounts: once it succeeds, the cached lists are read again. */
const useListChange = <Vars, Answer>(mutationFn: (vars: Vars) => Promise<Answer>) =>
  useMutation({
    mutationFn,
    onSuccess: (_data, _vars, _result, { client }: MutationFunctionContext) =>
      client.invalidateQueries({ queryKey: ['hifz'] }),
  });

export const useTeachers = () =>
  useQuery({
    queryKey: keys.teachers,
    queryFn: () => apiFetch('/teachers', teacherListResponseSchema),
  });

export const useStudents = () =>
  useQuery({
    queryKey: keys.students,
    queryFn: () => apiFetch('/students', studentListResponseSchema),
  });

/** The owner report; fetched when asked for (`enabled`). */
export const useOwnerReport = (enabled: boolean) =>
  useQuery({
    queryKey: keys.report,
    queryFn: () => apiFetch('/report/teachers-students', ownerReportResponseSchema),
    enabled,
    retry: false,
  });

/** The owner's month per teacher (`GET /report/month`); each month is cached on its own. */
export const useOwnerMonth = ({ year, month }: YearMonth) =>
  useQuery({
    queryKey: ['hifz', 'month', year, month],
    queryFn: () => apiFetch(`/report/month?year=${year}&month=${month}`, ownerMonthSchema),
    retry: false,
  });

/** The owner's list of who owes fees in a month (`GET /fees/due`); each month cached on its own. */
export const useFeesDue = (month: YearMonth) =>
  useQuery({
    queryKey: ['hifz', 'fees-due', month.year, month.month],
    queryFn: () => apiFetch(`/fees/due?month=${feeMonthId(month)}`, dueListSchema),
    retry: false,
  });

export const useCreateTeacher = () =>
  useListChange((body: CreateTeacherBody) =>
    apiFetch('/teachers', teacherAnswerSchema, { method: 'POST', body, creates: true }),
  );

export const useCreateStudent = () =>
  useListChange((body: CreateStudentBody) =>
    apiFetch('/students', studentAnswerSchema, { method: 'POST', body, creates: true }),
  );

export const useReassign = () =>
  useListChange(({ studentId, teacherId }: { studentId: string; teacherId: string }) =>
    apiFetch(`/students/${studentId}/teacher`, studentAnswerSchema, {
      method: 'PUT',
      body: { teacherId },
    }),
  );

export const useSetDisabled = () =>
  useListChange(({ uid, disabled }: { uid: string; disabled: boolean }) =>
    apiFetch(`/users/${uid}/disabled`, ignoredResponse, { method: 'PUT', body: { disabled } }),
  );

export const useSetPassword = () =>
  useMutation({
    mutationFn: ({ uid, password }: { uid: string; password: string }) =>
      apiFetch(`/users/${uid}/password`, noContentResponse, {
        method: 'PUT',
        body: { password },
      }),
  });
