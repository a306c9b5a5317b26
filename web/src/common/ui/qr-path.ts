/**
 * A QR code as one SVG path, drawn on the device with the `qrcode` package (no image service, no
 * inline markup): each dark module is a 1×1 square at its column and row.
 */
import { create } from 'qrcode';

/**
 * The QR code of `text` (error correction M, which survives a crease or smudge on a printed card):
 * `size` modules a side and the path `d` of its dark modules, in module units.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) squares.push(`M${col} ${row}h1v1h-1z`);
  return { size: modules.size, d: squares.join('') };
}
