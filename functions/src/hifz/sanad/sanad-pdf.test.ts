import { describe, expect, it } from 'vitest';
import type { SanadAnswer } from '@masjid/domain/sanad';
import { sanadPdf } from './sanad-pdf.ts';

const SANAD: SanadAnswer = {
  id: 'AbCdEfGhIjKlMnOpQrSt',
  studentId: 'demo-student',
  studentName: 'Muhammad Ahmed Raza',
  completedOn: '2026-11-20',
  teachers: [
    { id: 'q1', name: 'Qari Usman Ghani' },
    { id: 'q2', name: 'قاری محمد بلال' },
  ],
  madrasa: { en: 'Madrasa Tahfeez-ul-Quran, Masjid Al-Noor', ur: 'مدرسہ تحفیظ القرآن، مسجد النور' },
  issuedBy: 'owner',
  issuedAt: '2026-11-21T10:00:00.000Z',
  revoked: false,
  code: 'AbCdEfGhIjKlMnOpQrStUv_-',
  verifyUrl: 'https://masjid-alnoor.web.app/verify/AbCdEfGhIjKlMnOpQrStUv_-',
};

describe('the sanad PDF', () => {
  it('is one page, for a long name in either script and four teachers', async () => {
    for (const sanad of [
      SANAD,
      {
        ...SANAD,
        studentName: 'محمد عبد الرحمٰن بن عبد اللہ القاسمی الکراچوی '.repeat(2),
        teachers: ['a', 'b', 'c', 'd'].map((id) => ({ id, name: `Qari ${id} Abdul Rahman` })),
      },
    ]) {
      const bytes = await sanadPdf(sanad);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    }
  }, 30_000);
});
