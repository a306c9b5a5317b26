import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createStudentBody, deepLinkUrl, matchesStudentSearch, studentAccess } from './hifz.ts';

const ahmed = { id: 'demo-student-ahmed', name: 'Muhammad Ahmed Raza', email: 'student@demo.test' };

describe('matchesStudentSearch (case-insensitive substring on name, e-mail or id)', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['ahmed', true],
    ['AHMED RAZA', true],
    ['STUDENT@DEMO', true],
    ['student-ahm', true],
    ['hamza', false],
    ['raza ahmed', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesStudentSearch(ahmed, query)).toBe(expected);
  });
});

describe('createStudentBody', () => {
  it('trims the name, lower-cases the e-mail and needs a teacher', () => {
    expect(
      z.parse(createStudentBody, {
        name: ' Hamza ',
        email: ' Hamza@Demo.Test ',
        password: 'long-enough',
        teacherId: 'demo-qari-usman',
      }),
    ).toEqual({
      name: 'Hamza',
      email: 'hamza@demo.test',
      password: 'long-enough',
      teacherId: 'demo-qari-usman',
    });
    const missing = z.safeParse(createStudentBody, {
      name: 'Hamza',
      email: 'hamza@demo.test',
      password: 'long-enough',
      teacherId: '',
    });
    expect(missing.error?.issues[0]?.message).toBe('Choose a teacher from the list');
  });
});

describe('deepLinkUrl', () => {
  it('is the site address plus /dashboard-student?token=', () => {
    expect(deepLinkUrl('https://masjid.example/', 'abc_-')).toBe(
      'https://masjid.example/dashboard-student?token=abc_-',
    );
  });
});

describe("who may see and change a student's record", () => {
  const student = { id: 's1', teacherId: 'q1' };
  it.each([
    [{ uid: 'a1', role: 'admin' as const }, 'write'],
    [{ uid: 'q1', role: 'qari' as const }, 'write'],
    [{ uid: 'q2', role: 'qari' as const }, 'none'],
    [{ uid: 's1', role: 'student' as const }, 'read'],
    [{ uid: 's2', role: 'student' as const }, 'none'],
    [{ uid: 'x' }, 'none'],
  ])('%j: %s', (caller, access) => {
    expect(studentAccess(caller, student)).toBe(access);
  });
});
