import { describe, expect, it } from 'vitest';
import { sanadDate, sanadWords } from './sanad-certificate.ts';

const SANAD = {
  studentName: 'Ahmed Raza',
  completedOn: '2026-11-20',
  teachers: [
    { id: 'q1', name: 'Qari Usman' },
    { id: 'q2', name: 'قاری بلال' },
  ],
  madrasa: { en: 'Madrasa Al-Noor', ur: 'مدرسہ النور' },
  // 21 November in Karachi (UTC+5), still the 20th in UTC.
  issuedAt: '2026-11-20T20:30:00.000Z',
};

describe("the sanad's words", () => {
  it('write the completion date in each language', () => {
    expect(sanadDate('2026-11-20', 'en')).toBe('20 November 2026');
    expect(sanadDate('2026-11-20', 'ur')).toMatch(/^20 نومبر،? 2026$/);
  });

  it('take the issue day in Karachi', () => {
    expect(sanadWords(SANAD).en.issued).toBe('Issued on 21 November 2026');
  });

  it('name the student, the date, every teacher and the madrasa, in English and Urdu', () => {
    const { en, ur } = sanadWords(SANAD);
    expect(en.certifies).toBe(
      'This is to certify that Ahmed Raza completed the memorisation of the Holy Quran on 20 November 2026.',
    );
    expect(en.teachers).toBe('Teachers: Qari Usman, قاری بلال');
    expect(en.madrasa).toBe('Madrasa Al-Noor');
    expect(ur.certifies).toContain('Ahmed Raza');
    expect(ur.certifies).toContain('نومبر');
    expect(ur.teachers).toBe('اساتذہ : Qari Usman ، قاری بلال');
    expect(ur.madrasa).toBe('مدرسہ النور');
  });

  it('say teacher for one, and fall back to the English madrasa name without an Urdu one', () => {
    const one = sanadWords({
      ...SANAD,
      teachers: [SANAD.teachers[0]!],
      madrasa: { en: 'Madrasa Al-Noor', ur: '' },
    });
    expect(one.en.teachers).toBe('Teacher: Qari Usman');
    expect(one.ur.teachers).toBe('استاد : Qari Usman');
    expect(one.ur.madrasa).toBe('Madrasa Al-Noor');
  });
});
