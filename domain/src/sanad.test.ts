import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  isCompletionDate,
  issueSanadBody,
  sanadSchema,
  sanadVerificationSchema,
  sanadVerifyUrl,
  verificationOf,
  type SanadData,
} from './sanad.ts';

const STORED: SanadData = {
  studentId: 'demo-student',
  studentName: 'Ahmed Raza',
  completedOn: '2026-11-20',
  teachers: [{ id: 'demo-qari', name: 'Qari Usman' }],
  madrasa: { en: 'Madrasa', ur: 'مدرسہ' },
  issuedBy: 'demo-owner',
  issuedAt: '2026-11-21T10:00:00.000Z',
  nonce: 'n0nce',
  codeHash: 'abc',
  revoked: false,
};

describe('the completion date', () => {
  const today = '2026-11-30';
  it.each([
    ['today', '2026-11-30', true],
    ['a past day', '2019-03-01', true],
    ['the earliest day', '2000-01-01', true],
    ['tomorrow', '2026-12-01', false],
    ['before 2000', '1999-12-31', false],
    ['a day no month has', '2026-02-30', false],
    ['not a date', '30/11/2026', false],
  ])('%s: %s is %s', (_, date, valid) => {
    expect(isCompletionDate(date, today)).toBe(valid);
  });
});

describe('the issue body', () => {
  const parse = (body: unknown) => z.safeParse(issueSanadBody, body);
  it('takes a date and one to four teachers', () => {
    expect(parse({ completedOn: '2026-11-20', teacherIds: ['q1'] }).success).toBe(true);
    expect(parse({ completedOn: '2026-11-20', teacherIds: ['q1', 'q2', 'q3', 'q4'] }).success).toBe(
      true,
    );
  });
  it.each([
    ['no teacher', { completedOn: '2026-11-20', teacherIds: [] }],
    ['five teachers', { completedOn: '2026-11-20', teacherIds: ['a', 'b', 'c', 'd', 'e'] }],
    ['a teacher twice', { completedOn: '2026-11-20', teacherIds: ['a', 'a'] }],
    ['a malformed id', { completedOn: '2026-11-20', teacherIds: ['../x'] }],
    ['a malformed date', { completedOn: '20-11-2026', teacherIds: ['a'] }],
    ['a date before 2000', { completedOn: '1999-01-01', teacherIds: ['a'] }],
    ['an unknown field', { completedOn: '2026-11-20', teacherIds: ['a'], code: 'mine' }],
    ['no date', { teacherIds: ['a'] }],
  ])('refuses %s', (_, body) => {
    expect(parse(body).success).toBe(false);
  });
});

describe('what the public may know', () => {
  it('is the name, the completion date and the madrasa, and nothing else', () => {
    const shown = verificationOf(sanadSchema.parse(STORED));
    expect(shown).toEqual({
      name: 'Ahmed Raza',
      completedOn: '2026-11-20',
      madrasa: { en: 'Madrasa', ur: 'مدرسہ' },
    });
    expect(Object.keys(sanadVerificationSchema.def.shape).sort()).toEqual(
      ['completedOn', 'madrasa', 'name'].sort(),
    );
  });

  it('is found at /verify/{code}, in Urdu at /ur/verify/{code}', () => {
    expect(sanadVerifyUrl('https://masjid.example/', 'abc_DEF-123')).toBe(
      'https://masjid.example/verify/abc_DEF-123',
    );
    expect(sanadVerifyUrl('https://masjid.example', 'abc', 'ur')).toBe(
      'https://masjid.example/ur/verify/abc',
    );
  });
});
