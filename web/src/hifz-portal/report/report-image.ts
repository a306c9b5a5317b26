/**
 * The monthly report as a PNG for WhatsApp, drawn in the browser on a canvas 1080 px wide (the
 * width WhatsApp keeps for a shared picture), as tall as the report needs. It is drawn here rather
 * than on the server because the browser already has the page's Urdu font (Noto Nastaliq Urdu,
 * shipped with the app) and shapes and orders right-to-left text itself, while the functions have
 * no Urdu system font and their PDF library cannot shape Nastaliq; the phone then shares the file
 * it just made, with no upload. The text is the domain's `reportText`, the same as the PDF's.
 */
import {
  PARA_STATES,
  isRightToLeft,
  reportText,
  wrapLines,
  type MonthReport,
  type ParaState,
  type ReportLanguage,
} from '@masjid/domain/month-report';

/** Width of the image in pixels. */
export const REPORT_IMAGE_WIDTH = 1080;
const PAD = 64;
const INK = '#1f5f3f';
const TEXT = '#1b1b1b';
const DUE = '#b35c00';

/** The font of each language: the app's Nastaliq for Urdu (tall: lines need more height). */
const FONTS: Record<ReportLanguage, { family: string; lineHeight: number }> = {
  ur: { family: '"Noto Nastaliq Urdu", serif', lineHeight: 2.1 },
  // Urdu words in an English report (a name typed in Urdu) fall back to the Urdu font.
  en: {
    family: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif, "Noto Nastaliq Urdu"',
    lineHeight: 1.4,
  },
};

/**
 * Waits for the Urdu font's faces (the page loads them only when Urdu text is shown): an English
 * report may hold an Urdu note.
 */
async function fontsReady() {
  if (!('fonts' in document)) return;
  await Promise.all([
    document.fonts.load('400 32px "Noto Nastaliq Urdu"', 'اردو'),
    document.fonts.load('700 32px "Noto Nastaliq Urdu"', 'اردو'),
  ]);
}

function paraBox(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, s: ParaState) {
  ctx.lineWidth = s === 'due' ? Math.max(3, size / 14) : 2;
  ctx.strokeStyle = s === 'due' ? DUE : s === 'not-started' ? '#9a9a9a' : INK;
  ctx.fillStyle = INK;
  if (s === 'memorised') ctx.fillRect(x, y, size, size);
  if (s === 'in-progress') ctx.fillRect(x, y + size / 2, size, size / 2);
  ctx.strokeRect(x, y, size, size);
}

/** Draws the report on `ctx` from the top; returns the height used. */
function draw(ctx: CanvasRenderingContext2D, report: MonthReport, lang: ReportLanguage): number {
  const text = reportText(report, lang);
  const { family, lineHeight } = FONTS[lang];
  const rtl = lang === 'ur';
  const right = REPORT_IMAGE_WIDTH - PAD;
  const start = rtl ? right : PAD;
  const width = right - PAD;
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = 'start';
  ctx.textBaseline = 'top';
  const font = (size: number, bold = false) => {
    ctx.font = `${bold ? 700 : 400} ${size}px ${family}`;
    return size * lineHeight;
  };
  let y = PAD;
  ctx.fillStyle = INK;
  const titleStep = font(60, true);
  ctx.fillText(text.title, start, y);
  y += titleStep;
  ctx.fillStyle = TEXT;
  const subtitleStep = font(34);
  ctx.fillText(text.subtitle, start, y);
  y += subtitleStep + 12;
  ctx.fillStyle = INK;
  ctx.fillRect(PAD, y, width, 3);
  y += 24;

  font(32, true);
  const labelWidth = Math.max(...text.lines.map((l) => ctx.measureText(l.label).width)) + 32;
  for (const line of text.lines) {
    ctx.fillStyle = TEXT;
    const step = font(32, true);
    ctx.fillText(line.label, start, y);
    font(32);
    const valueStart = rtl ? right - labelWidth : PAD + labelWidth;
    const values = wrapLines(line.value, width - labelWidth, (t) => ctx.measureText(t).width);
    values.forEach((value, i) => ctx.fillText(value, valueStart, y + i * step));
    y += step * Math.max(1, values.length);
  }

  if (report.paraGrid) {
    y += 16;
    ctx.fillStyle = INK;
    const headingStep = font(38, true);
    ctx.fillText(text.paraGridHeading, start, y);
    y += headingStep + 8;
    const gap = 14;
    const cell = (width - 9 * gap) / 10;
    report.paraGrid.forEach((state, i) => {
      const col = i % 10;
      const row = Math.floor(i / 10);
      // Para 1 where the reader starts: at the right in Urdu.
      const x = rtl ? right - cell - col * (cell + gap) : PAD + col * (cell + gap);
      const top = y + row * (cell + gap);
      paraBox(ctx, x, top, cell, state);
      ctx.save();
      ctx.direction = 'ltr';
      ctx.textAlign = 'center';
      ctx.font = `700 28px ${FONTS.en.family}`;
      ctx.fillStyle = state === 'memorised' ? '#ffffff' : TEXT;
      ctx.fillText(String(i + 1), x + cell / 2, top + 10);
      if (state === 'due') {
        ctx.fillStyle = DUE;
        ctx.fillText('!', x + cell - 14, top + cell - 38);
      }
      ctx.restore();
    });
    y += 3 * (cell + gap) + 8;
    // The legend names each state in words, so the grid does not rest on colour alone.
    let x = start;
    const swatch = 30;
    const step = font(28);
    for (const state of PARA_STATES) {
      const boxX = rtl ? x - swatch : x;
      paraBox(ctx, boxX, y + 8, swatch, state);
      ctx.fillStyle = TEXT;
      const label = text.paraStates[state];
      const labelAt = rtl ? boxX - 12 : boxX + swatch + 12;
      ctx.fillText(label, labelAt, y);
      const used = ctx.measureText(label).width;
      x = rtl ? labelAt - used - 36 : labelAt + used + 36;
    }
    y += step;
  }

  y += 20;
  ctx.fillStyle = INK;
  const noteHeading = font(38, true);
  ctx.fillText(text.noteHeading, start, y);
  y += noteHeading;
  ctx.fillStyle = TEXT;
  // The note keeps the direction and font of what the qari typed.
  const noteLang: ReportLanguage = isRightToLeft(text.note) ? 'ur' : 'en';
  ctx.direction = noteLang === 'ur' ? 'rtl' : 'ltr';
  ctx.font = `400 32px ${FONTS[noteLang].family}`;
  const noteStep = 32 * FONTS[noteLang].lineHeight;
  // Nastaliq climbs above its line box: a little room below the heading.
  if (noteLang === 'ur') y += 10;
  for (const line of wrapLines(text.note, width, (t) => ctx.measureText(t).width)) {
    ctx.fillText(line, noteLang === 'ur' ? right : PAD, y);
    y += noteStep;
  }
  return y + PAD;
}

/**
 * The report as a PNG `REPORT_IMAGE_WIDTH` px wide, in `lang`. Rejects when the browser cannot
 * make a canvas or a PNG.
 */
export async function reportImage(report: MonthReport, lang: ReportLanguage): Promise<Blob> {
  await fontsReady();
  // Drawn once on a tall scratch canvas to learn the height, then copied to one of that height.
  const scratch = document.createElement('canvas');
  scratch.width = REPORT_IMAGE_WIDTH;
  scratch.height = 4000;
  const sctx = scratch.getContext('2d');
  if (!sctx) throw new Error('This browser cannot draw the report');
  sctx.fillStyle = '#ffffff';
  sctx.fillRect(0, 0, scratch.width, scratch.height);
  const height = Math.ceil(Math.min(scratch.height, draw(sctx, report, lang)));
  const canvas = document.createElement('canvas');
  canvas.width = REPORT_IMAGE_WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the report');
  ctx.drawImage(scratch, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))),
      'image/png',
    ),
  );
}
