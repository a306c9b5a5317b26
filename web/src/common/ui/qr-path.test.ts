import { describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import { qrPath } from './qr-path.ts';

const LINK =
  'https://masjid.example/dashboard-student?token=Q2hpbGQtcHJvZ3Jlc3MtbGluay10b2tlbi0xMjM0NTY';

describe('qrPath', () => {
  it('draws one square per dark module of the code', () => {
    const { size, d } = qrPath(LINK);
    const { modules } = create(LINK, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    expect(d.match(/M/g)?.length).toBe(modules.data.filter(Boolean).length);
    // The three finder patterns: the top-left module of each is dark.
    for (const [col, row] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ])
      expect(d).toContain(`M${col} ${row}h1v1h-1z`);
  });
});
