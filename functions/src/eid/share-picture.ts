/**
 * The shareable pictures of the Eid and Jumu'ah jamats (issue 42 §1, decision 0051): a PNG 1080
 * pixels wide, as WhatsApp shows a picture whole, at least 1080 high and taller as the jamats
 * need. A green band with the mosque's name, the title and the day ("expected" until the
 * moon-sighting decision), one row per jamat (its time large, then place, bayan language, imam
 * and note), and the site's address at the foot. English left to right, Urdu right to left in
 * Nastaliq; times and days as the site writes them (Western digits in Urdu too).
 *
 * `eidPictureContent` and `jumuahPictureContent` word the data (pure); `drawJamatPicture` draws it.
 */
import { BAYAN_LANGUAGE_LABELS, JAMAT_PLACE_LABELS, type JumuahJamat } from '@masjid/domain/jumuah';
import { eidJamatText, type EidDate, type EidJamatsData } from '@masjid/domain/eid';
import { formatJamatTime } from '@masjid/domain/jamat';
import { formatLongDay } from '@masjid/domain/time-of-day';
import { site } from '@masjid/domain/site';
import { composePicture, drawText, type Panel, type Placed } from '../lib/text-picture.ts';

export type PictureLang = 'en' | 'ur';

/** The picture's own words (the pages' are in the web app's catalogues). */
const WORDS = {
  en: {
    fitr: (year: number) => `Eid ul-Fitr ${year} AH`,
    adha: (year: number) => `Eid ul-Adha ${year} AH`,
    eidJamats: 'Eid jamats',
    expected: (date: string) =>
      `Expected on ${date}; the day is decided by the local moon sighting.`,
    decided: (date: string) => `On ${date}, by the local moon sighting.`,
    jumuah: "Jumu'ah jamats",
    jamat: (n: number) => `Jamat ${n}`,
    language: (language: string) => `Bayan in ${language}`,
    bayanFrom: (time: string) => `Bayan from ${time}`,
    imam: (name: string) => `Imam: ${name}`,
  },
  ur: {
    fitr: (year: number) => `عید الفطر ${year}ھ`,
    adha: (year: number) => `عید الاضحیٰ ${year}ھ`,
    eidJamats: 'عید کی جماعتیں',
    expected: (date: string) => `متوقع تاریخ ${date}؛ دن کا فیصلہ مقامی رویتِ ہلال سے ہوگا۔`,
    decided: (date: string) => `${date}، مقامی رویتِ ہلال کے مطابق۔`,
    jumuah: 'جمعہ کی جماعتیں',
    jamat: (n: number) => `جماعت ${n}`,
    language: (language: string) => `بیان کی زبان: ${language}`,
    bayanFrom: (time: string) => `بیان ${time} سے`,
    imam: (name: string) => `امام: ${name}`,
  },
} as const;

/** One jamat's row: its time, a heading line, then smaller lines (imam, note). */
export interface PictureRow {
  time: string;
  head: string;
  lines: string[];
}

/** Everything a picture shows, worded in its language: also the version its cache is keyed by. */
export interface PictureContent {
  lang: PictureLang;
  siteName: string;
  title: string;
  /** Under the title: what the picture lists. */
  subtitle: string;
  /** The day, and for an Eid whether it is expected or decided. */
  day: string;
  rows: PictureRow[];
  /** The page's address, at the foot. */
  address: string;
}

/** The page's address as shown: the site's host and the page's path in `lang`. */
function pageAddress(path: string, lang: PictureLang): string {
  const host = new URL(site.websiteUrl).host;
  return `${host}${lang === 'ur' ? '/ur' : ''}${path}`;
}

const separator = (lang: PictureLang) => (lang === 'ur' ? '، ' : ' · ');

/** The words of a published Eid's picture: its name, day and jamats, in `lang`. */
export function eidPictureContent(
  doc: EidJamatsData,
  date: EidDate,
  siteName: string,
  lang: PictureLang,
): PictureContent {
  const words = WORDS[lang];
  const day = formatLongDay(date.date, lang);
  return {
    lang,
    siteName,
    title: words[doc.eid](doc.hijriYear),
    subtitle: words.eidJamats,
    day: date.decided ? words.decided(day) : words.expected(day),
    rows: doc.jamats.map((jamat, i) => {
      const imam = eidJamatText(jamat, 'imam', lang);
      const note = eidJamatText(jamat, 'note', lang);
      return {
        time: formatJamatTime(jamat.time, lang),
        head: [words.jamat(i + 1), JAMAT_PLACE_LABELS[lang][jamat.place]].join(separator(lang)),
        lines: [
          words.language(BAYAN_LANGUAGE_LABELS[lang][jamat.language]),
          ...(imam ? [words.imam(imam.text)] : []),
          ...(note ? [note.text] : []),
        ],
      };
    }),
    address: pageAddress('/eid', lang),
  };
}

/** The words of the Jumu'ah picture: the jamats of Friday `friday` (`YYYY-MM-DD`), in `lang`. */
export function jumuahPictureContent(
  jamats: readonly JumuahJamat[],
  friday: string,
  siteName: string,
  lang: PictureLang,
): PictureContent {
  const words = WORDS[lang];
  return {
    lang,
    siteName,
    title: words.jumuah,
    subtitle: '',
    day: formatLongDay(friday, lang),
    rows: jamats.map((jamat, i) => ({
      time: formatJamatTime(jamat.jamatTime, lang),
      head: [words.jamat(i + 1), JAMAT_PLACE_LABELS[lang][jamat.place]].join(separator(lang)),
      lines: [
        [
          ...(jamat.bayanTime ? [words.bayanFrom(formatJamatTime(jamat.bayanTime, lang))] : []),
          words.language(BAYAN_LANGUAGE_LABELS[lang][jamat.language]),
        ].join(separator(lang)),
      ],
    })),
    address: pageAddress('/', lang),
  };
}

/** The picture's width in pixels (WhatsApp shows 1080 wide pictures without scaling them up). */
export const PICTURE_WIDTH = 1080;
/** Its least height: a square, WhatsApp's preview shape; taller when the jamats need it. */
export const PICTURE_MIN_HEIGHT = 1080;

/** The site's colours (web/src/app/styles.css). */
const COLOUR = {
  green: '#06382a',
  greenLight: '#e3f1ea',
  gold: '#e6c65c',
  goldDark: '#8a6d12',
  paper: '#fbf8ef',
  row: '#ffffff',
  time: '#0b5d44',
  ink: '#1d2a25',
  muted: '#4a5852',
} as const;

/** Margins and gaps, in pixels. */
const MARGIN = 60;
const ROW_PAD = 28;
const ROW_GAP = 24;
const TIME_COLUMN = 300;
const GAP = 10;

/**
 * Draws `content` as the PNG described above. Rows are laid from the start side (left in
 * English, right in Urdu): the time in its column, the heading and lines beside it.
 */
export async function drawJamatPicture(content: PictureContent): Promise<Buffer> {
  const rtl = content.lang === 'ur';
  const inner = PICTURE_WIDTH - 2 * MARGIN;
  /** The left edge of a piece `width` wide starting `from` pixels in from the start side. */
  const x = (from: number, width: number) =>
    rtl ? PICTURE_WIDTH - MARGIN - from - width : MARGIN + from;

  const texts: Placed[] = [];
  const panels: Panel[] = [];
  let y = MARGIN;
  const stack = async (text: string, size: number, colour: string, bold = false): Promise<void> => {
    if (!text) return;
    const drawn = await drawText({ text, size, colour, width: inner, bold });
    texts.push({ text: drawn, left: x(0, drawn.width), top: y });
    y += drawn.height + GAP;
  };
  await stack(content.siteName, 34, COLOUR.gold, true);
  await stack(content.title, 64, '#ffffff', true);
  await stack(content.subtitle, 40, COLOUR.greenLight, true);
  await stack(content.day, 30, COLOUR.greenLight);
  const bandHeight = y + MARGIN / 2;
  panels.push({ left: 0, top: bandHeight - 8, width: PICTURE_WIDTH, height: 8, fill: COLOUR.gold });

  // The rows, drawn first and placed once the picture's height is known.
  const detailsWidth = inner - 2 * ROW_PAD - TIME_COLUMN;
  const rows = await Promise.all(
    content.rows.map(async (row) => {
      const time = await drawText({
        text: row.time,
        size: 56,
        colour: COLOUR.time,
        width: TIME_COLUMN,
        bold: true,
      });
      const head = await drawText({
        text: row.head,
        size: 36,
        colour: COLOUR.ink,
        width: detailsWidth,
        bold: true,
      });
      const lines = await Promise.all(
        row.lines.map((text) =>
          drawText({ text, size: 30, colour: COLOUR.muted, width: detailsWidth }),
        ),
      );
      const details = [head, ...lines];
      const detailsHeight = details.reduce((sum, d) => sum + d.height + GAP, -GAP);
      return { time, details, height: Math.max(time.height, detailsHeight) + 2 * ROW_PAD };
    }),
  );
  const footer = await drawText({
    text: content.address,
    size: 30,
    colour: COLOUR.gold,
    width: inner,
  });
  const footerHeight = footer.height + MARGIN;
  const rowsHeight = rows.reduce((sum, r) => sum + r.height + ROW_GAP, -ROW_GAP);
  const height = Math.max(
    PICTURE_MIN_HEIGHT,
    bandHeight + MARGIN + rowsHeight + MARGIN + footerHeight,
  );
  const bodyHeight = height - bandHeight - footerHeight;
  panels.push({
    left: 0,
    top: bandHeight,
    width: PICTURE_WIDTH,
    height: bodyHeight,
    fill: COLOUR.paper,
  });

  // Rows centred in the body.
  y = bandHeight + Math.round((bodyHeight - rowsHeight) / 2);
  for (const row of rows) {
    panels.push({
      left: MARGIN,
      top: y,
      width: inner,
      height: row.height,
      fill: COLOUR.row,
      radius: 18,
    });
    panels.push({
      left: rtl ? PICTURE_WIDTH - MARGIN - 8 : MARGIN,
      top: y,
      width: 8,
      height: row.height,
      fill: COLOUR.gold,
    });
    texts.push({ text: row.time, left: x(ROW_PAD, row.time.width), top: y + ROW_PAD });
    let top = y + ROW_PAD;
    for (const d of row.details) {
      texts.push({ text: d, left: x(ROW_PAD + TIME_COLUMN, d.width), top });
      top += d.height + GAP;
    }
    y += row.height + ROW_GAP;
  }
  texts.push({
    text: footer,
    left: (PICTURE_WIDTH - footer.width) / 2,
    top: height - footerHeight + MARGIN / 2,
  });
  return composePicture({ width: PICTURE_WIDTH, height, background: COLOUR.green, panels, texts });
}
