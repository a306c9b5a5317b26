import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createStudentBody, deepLinkUrl, matchesStudentSearch } from './hifz.ts';

const ahmed = { id: 'demo-student-ahmed', name: 'Muhammad Ahmed Raza', email: 'student@demo.test' };

describe('matchesStudentSearch (spec 5: case-insensitive substring on name, e-mail or id)', () => {
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
