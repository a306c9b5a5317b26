/**
 * The admin dashboard's data (spec 7, hifz; issue 5 §2): teachers with their students, all
 * students, the owner report, and the account actions, through the REST API as the signed-in
 * admin. Every change refreshes the cached lists.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CreateStudentBody,
  CreateTeacherBody,
  DeepLink,
  OwnerReportRow,
  Student,
  Teacher,
  TeacherWithStudents,
} from '@masjid/domain/hifz';
import { hifzFetch, hifzQueryClient } from '../sign-in/hifz-api.ts';

const keys = {
  teachers: ['hifz', 'teachers'] as const,
  students: ['hifz', 'students'] as const,
  report: ['hifz', 'report'] as const,
};

const refresh = () => hifzQueryClient.invalidateQueries({ queryKey: ['hifz'] });

export const useTeachers = () =>
  useQuery({
    queryKey: keys.teachers,
    queryFn: () => hifzFetch<TeacherWithStudents[]>('/teachers'),
  });

export const useStudents = () =>
  useQuery({ queryKey: keys.students, queryFn: () => hifzFetch<Student[]>('/students') });

/** The owner report; fetched when asked for (`enabled`). */
export const useOwnerReport = (enabled: boolean) =>
  useQuery({
    queryKey: keys.report,
    queryFn: () => hifzFetch<OwnerReportRow[]>('/report/teachers-students'),
    enabled,
    retry: false,
  });

export const useCreateTeacher = () =>
  useMutation({
    mutationFn: (body: CreateTeacherBody) =>
      hifzFetch<Teacher>('/teachers', { method: 'POST', body }),
    onSuccess: refresh,
  });

export const useCreateStudent = () =>
  useMutation({
    mutationFn: (body: CreateStudentBody) =>
      hifzFetch<Student>('/students', { method: 'POST', body }),
    onSuccess: refresh,
  });

export const useReassign = () =>
  useMutation({
    mutationFn: ({ studentId, teacherId }: { studentId: string; teacherId: string }) =>
      hifzFetch<Student>(`/students/${studentId}/teacher`, { method: 'PUT', body: { teacherId } }),
    onSuccess: refresh,
  });

export const useSetDisabled = () =>
  useMutation({
    mutationFn: ({ uid, disabled }: { uid: string; disabled: boolean }) =>
      hifzFetch(`/users/${uid}/disabled`, { method: 'PUT', body: { disabled } }),
    onSuccess: refresh,
  });

export const useSetPassword = () =>
  useMutation({
    mutationFn: ({ uid, password }: { uid: string; password: string }) =>
      hifzFetch(`/users/${uid}/password`, { method: 'PUT', body: { password } }),
  });

/** Replaces a student's deep link (the old one stops working). */
export const useReplaceLink = () =>
  useMutation({
    mutationFn: (studentId: string) =>
      hifzFetch<DeepLink>(`/students/${studentId}/deep-link`, { method: 'POST' }),
    onSuccess: refresh,
  });
