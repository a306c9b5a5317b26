/**
 * The monthly timetable as a one-page A4 PDF (pdfkit), in English or Urdu. Urdu text is set in
 * Noto Naskh Arabic through lib/urdu-pdf.ts, so it reads back out of the PDF letter for letter.
 * Each cell holds one script only, and the Urdu page places its columns from the right.
 */
import { PRAYER_LABELS, PRAYER_LABELS_URDU } from '@masjid/domain/jamat';
import { hijriMonthName, type HijriDate } from '@masjid/domain/hijri';
import {
  timetableClock as clock,
  timetableJamatClock as jamatClock,
  timetableWeekday,
  zuhrColumnJamat,
  type TimetableRow,
} from '@masjid/domain/timetable';
import { site } from '@masjid/domain/site';
import { drawLine, lineWidth, urduPdfDocument } from '../lib/urdu-pdf.ts';
import { intlLocale } from '@masjid/domain/intl-locale';

type Lang = 'en' | 'ur';

const URDU = {
  title: 'نماز کے اوقات',
  date: 'تاریخ',
  day: 'دن',
  hijri: 'ہجری',
  sunrise: 'طلوع',
  sunset: 'غروب',
  start: 'آغاز',
  jamat: 'جماعت',
  sehri: 'سحری',
  iftar: 'افطار',
  note: 'اوقات کراچی کے مطابق',
  calculated: 'ہجری تاریخ حساب سے',
  sighted: 'ہجری تاریخ رویتِ ہلال کے مطابق',
} as const;

interface Column {
  /** Heading lines (one script each). */
  head: [string, string?];
  width: number;
  cell: (row: TimetableRow) => string;
  /** The cell is Urdu text (else digits and Latin). */
  urdu?: boolean;
}

/** The Hijri column's width in points: its day, and under the first its month's name. */
const HIJRI_WIDTH = 32;
/** The Hijri month's name under its first day: at most this size, in points, and at least the next. */
const MONTH_NAME_SIZE = { most: 6, least: 4.5 } as const;

function columns(rows: TimetableRow[], lang: Lang): Column[] {
  const ur = lang === 'ur';
  const name = (p: keyof typeof PRAYER_LABELS) => (ur ? PRAYER_LABELS_URDU[p] : PRAYER_LABELS[p]);
  const start = ur ? URDU.start : 'Starts';
  const jamat = ur ? URDU.jamat : 'Jamat';
  const hijriCell = (h: HijriDate) => String(h.day);
  const cols: Column[] = [
    { head: [ur ? URDU.date : 'Date'], width: 24, cell: (r) => String(Number(r.date.slice(8))) },
    {
      head: [ur ? URDU.day : 'Day'],
      width: 30,
      cell: (r) => timetableWeekday(r.date, lang),
      urdu: ur,
    },
    { head: [ur ? URDU.hijri : 'Hijri'], width: HIJRI_WIDTH, cell: (r) => hijriCell(r.hijri) },
    { head: [name('fajr'), start], width: 31, cell: (r) => clock(r.times.fajr) },
    { head: [name('fajr'), jamat], width: 31, cell: (r) => jamatClock(r.jamat.fajr) },
    { head: [ur ? URDU.sunrise : 'Sunrise'], width: 33, cell: (r) => clock(r.times.sunrise) },
    { head: [name('zuhr'), start], width: 31, cell: (r) => clock(r.times.zuhr) },
    {
      head: [name('zuhr'), jamat],
      width: 31,
      cell: (r) => jamatClock(zuhrColumnJamat(r)),
    },
    { head: [name('asr'), start], width: 31, cell: (r) => clock(r.times.asr) },
    { head: [name('asr'), jamat], width: 31, cell: (r) => jamatClock(r.jamat.asr) },
    { head: [ur ? URDU.sunset : 'Sunset'], width: 33, cell: (r) => clock(r.times.sunset) },
    { head: [name('maghrib'), jamat], width: 36, cell: (r) => jamatClock(r.jamat.maghrib) },
    { head: [name('isha'), start], width: 31, cell: (r) => clock(r.times.isha) },
    { head: [name('isha'), jamat], width: 31, cell: (r) => jamatClock(r.jamat.isha) },
  ];
  if (rows.some((r) => r.ramadan)) {
    cols.push(
      {
        head: [ur ? URDU.sehri : 'Sehri'],
        width: 31,
        cell: (r) => (r.ramadan ? clock(r.ramadan.sehri) : ''),
      },
      {
        head: [ur ? URDU.iftar : 'Iftar'],
        width: 31,
        cell: (r) => (r.ramadan ? clock(r.ramadan.iftar) : ''),
      },
    );
  }
  return cols;
}

/** The Hijri months the page spans, e.g. `Jumada al-Thani – Rajab 1448`. */
function hijriSpan(rows: TimetableRow[], lang: Lang): string {
  const first = rows[0]!.hijri;
  const last = rows.at(-1)!.hijri;
  const a = hijriMonthName(first.month, lang);
  const b = hijriMonthName(last.month, lang);
  if (first.month === last.month) return a;
  return lang === 'ur' ? `${a} ، ${b}` : `${a} – ${b}`;
}

/**
 * `text` on as few lines as fit `width` points (one, else two split at a space), at the largest
 * size from MONTH_NAME_SIZE.most down to .least (in quarter points) where they fit; `width` of a
 * line at a size from `measure`. A name that fits nowhere gets two lines at the least size.
 */
function fitLines(
  text: string,
  width: number,
  measure: (line: string, size: number) => number,
): { lines: string[]; size: number } {
  const words = text.split(' ');
  const splits = words
    .slice(1)
    .map((_, k) => [words.slice(0, k + 1).join(' '), words.slice(k + 1).join(' ')]);
  const fits = (lines: string[], size: number) => lines.every((l) => measure(l, size) <= width);
  for (let size = MONTH_NAME_SIZE.most; size >= MONTH_NAME_SIZE.least; size -= 0.25) {
    if (fits([text], size)) return { lines: [text], size };
    const split = splits.find((lines) => fits(lines, size));
    if (split) return { lines: split, size };
  }
  return { lines: splits.at(-1) ?? [text], size: MONTH_NAME_SIZE.least };
}

/**
 * Writes the timetable of one Gregorian month (`rows` from `timetableMonth`) as a PDF and resolves
 * with its bytes. Everything fits one A4 portrait page (31 rows, up to 15 columns).
 */
export function timetablePdf(
  year: number,
  month: number,
  rows: TimetableRow[],
  lang: Lang,
): Promise<Buffer> {
  const ur = lang === 'ur';
  const { doc, bytes } = urduPdfDocument({
    size: 'A4',
    margin: 28,
    info: { Title: `${site.name} timetable ${year}-${String(month).padStart(2, '0')}` },
    lang: intlLocale(lang),
  });
  const pageWidth = doc.page.width;
  const left = 28;
  const cols = columns(rows, lang);
  const tableWidth = cols.reduce((sum, c) => sum + c.width, 0);
  const x0 = left + (pageWidth - 2 * left - tableWidth) / 2;
  // Urdu reads from the right: the first column is drawn rightmost.
  const xs: number[] = [];
  let x = ur ? x0 + tableWidth : x0;
  for (const col of cols) {
    if (ur) x -= col.width;
    xs.push(x);
    if (!ur) x += col.width;
  }
  const latin = (size: number, bold = false) =>
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  // Urdu text right to left from its right edge `right`, its top at `cy` (points).
  const urduWidth = (text: string, size: number) => lineWidth(doc, text, { size, color: '#000' });
  const urduAt = (text: string, right: number, cy: number, size: number) =>
    drawLine(doc, text, right, cy, true, { size, color: '#000' });
  const put = (
    text: string,
    cx: number,
    cy: number,
    width: number,
    isUrdu: boolean,
    size: number,
  ) => {
    if (isUrdu) {
      urduAt(text, cx + (width + urduWidth(text, size)) / 2, cy, size);
      return;
    }
    latin(size);
    doc.text(text, cx, cy, { width, align: 'center', lineBreak: false });
  };

  // Heading: the mosque, the Gregorian month and year, the Hijri months.
  const title = ur ? site.nameUrdu : site.name;
  put(title, left, 26, pageWidth - 2 * left, ur, ur ? 16 : 16);
  const monthName = new Intl.DateTimeFormat(intlLocale(lang), {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  const yearHijri = rows[0]!.hijri.year;
  // Each piece in its own script, placed side by side from the reading side.
  const pieces: Array<[string, boolean]> = ur
    ? [
        [URDU.title, true],
        [monthName, true],
        [String(year), false],
        [hijriSpan(rows, 'ur'), true],
        [`${yearHijri}`, false],
      ]
    : [
        [
          `Prayer timetable · ${monthName} ${year} · ${hijriSpan(rows, 'en')} ${yearHijri} AH`,
          false,
        ],
      ];
  const size = 11;
  const widths = pieces.map(([text, isUrdu]) => {
    if (isUrdu) return urduWidth(text, size);
    latin(size);
    return doc.widthOfString(text);
  });
  const gap = 6;
  const total = widths.reduce((a, b) => a + b, 0) + gap * (pieces.length - 1);
  let px = ur ? (pageWidth + total) / 2 : (pageWidth - total) / 2;
  pieces.forEach(([text, isUrdu], i) => {
    const w = widths[i]!;
    if (isUrdu) urduAt(text, px, 48, size);
    else {
      latin(size);
      doc.text(text, ur ? px - w : px, 52, { lineBreak: false });
    }
    px += ur ? -(w + gap) : w + gap;
  });

  // Column headings: two lines (prayer, then starts/jamat).
  const headY = 74;
  const headH = 30;
  doc.rect(x0, headY, tableWidth, headH).fill('#e8efe9');
  doc.fillColor('#000');
  cols.forEach((col, i) => {
    const [a, b] = col.head;
    put(a, xs[i]!, headY + (b ? 1 : 7), col.width, ur, ur ? 8 : 7.5);
    if (b) put(b, xs[i]!, headY + 15, col.width, ur, ur ? 7 : 6.5);
  });

  // Rows: 31 fit in the page at 22 pt each. Every row's background first, then the text, so no
  // background covers a line that reaches into the next row.
  const rowH = Math.min(22, (doc.page.height - headY - headH - 60) / rows.length);
  const rowTop = (r: number) => headY + headH + r * rowH;
  rows.forEach((row, r) => {
    if (row.weekday === 5) doc.rect(x0, rowTop(r), tableWidth, rowH).fill('#f3f0e2');
    else if (r % 2 === 1) doc.rect(x0, rowTop(r), tableWidth, rowH).fill('#f7f7f7');
  });
  doc.fillColor('#000');
  const hi = cols.findIndex((c) => c.width === HIJRI_WIDTH);
  const hijriCol = cols[hi]!;
  const measure = (text: string, size: number, isUrdu: boolean) => {
    if (isUrdu) return urduWidth(text, size);
    latin(size);
    return doc.widthOfString(text);
  };
  rows.forEach((row, r) => {
    const y = rowTop(r);
    // The Hijri month's name under its first day (and the page's first), on one or two lines
    // that fit the column; the day moves up to make room.
    const name =
      row.hijri.day === 1 || r === 0
        ? fitLines(hijriMonthName(row.hijri.month, lang), hijriCol.width - 3, (text, size) =>
            measure(text, size, ur),
          )
        : undefined;
    cols.forEach((col, i) => {
      const isUrdu = col.urdu === true;
      // An Urdu line box is taller (Naskh's tall letters): its top sits higher to centre it.
      const middle = y + (rowH - (isUrdu ? 12 : 8)) / 2;
      put(col.cell(row), xs[i]!, i === hi && name ? y + 1 : middle, col.width, isUrdu, 8);
    });
    name?.lines.forEach((line, k) => {
      const step = name.size * (ur ? 1.45 : 1.05);
      put(line, xs[hi]!, y + (ur ? 7.5 : 9.5) + k * step, hijriCol.width, ur, name.size);
    });
  });
  doc
    .lineWidth(0.5)
    .strokeColor('#999')
    .rect(x0, headY, tableWidth, headH + rows.length * rowH)
    .stroke();

  // Foot: where the times come from and whether the Hijri date was sighted.
  const footY = headY + headH + rows.length * rowH + 8;
  const sighted = rows.some((r) => r.hijri.sighted);
  if (ur) {
    put(
      `${URDU.note} ، ${sighted ? URDU.sighted : URDU.calculated}`,
      left,
      footY,
      pageWidth - 2 * left,
      true,
      8,
    );
  } else {
    put(
      `Karachi times (Karachi method, Hanafi Asr). Hijri date ${sighted ? 'by the local moon sighting' : 'calculated (Umm al-Qura)'}.`,
      left,
      footY,
      pageWidth - 2 * left,
      false,
      7.5,
    );
  }
  doc.end();
  return bytes;
}
