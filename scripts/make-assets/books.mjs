// Generates the six small sample PDFs of the Books page (spec 2.7) in seed/media/books/
// (demo content: the seed loads them into the media store).
// Each is an A5 booklet of a few pages: a title page, an honest note that it is a short sample
// standing in for the library's copy, and a little real content (a short introduction, Quran
// verses in Marmaduke Pickthall's public-domain translation of 1930, and well-known hadith in a
// plain English rendering with their sources). Standard PDF fonts only, so the files stay small.
// Run from the repository root:  node scripts/make-assets/books.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const OUT = 'seed/media/books';
const GREEN = rgb(0x0b / 255, 0x5d / 255, 0x44 / 255);
const DEEP = rgb(0x06 / 255, 0x38 / 255, 0x2a / 255);
const GOLD = rgb(0xc9 / 255, 0xa2 / 255, 0x27 / 255);
const GOLD_LIGHT = rgb(0xe6 / 255, 0xc6 / 255, 0x5c / 255);
const INK = rgb(0.11, 0.14, 0.13);
const MUTED = rgb(0.31, 0.36, 0.33);
const CREAM = rgb(0.98, 0.97, 0.94);
const A5 = [419.53, 595.28];
const MARGIN = 48;

/** An eight-pointed star as an SVG path centred on (0, 0). */
function star8(R) {
  const pts = [];
  for (let k = 0; k < 16; k++) {
    const a = ((k * 22.5 - 90) * Math.PI) / 180;
    const r = k % 2 === 0 ? R : R * 0.7654;
    pts.push(`${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`);
  }
  return `M${pts.join('L')}Z`;
}

function wrap(text, font, size, width) {
  const lines = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

async function makeBook(book) {
  const doc = await PDFDocument.create();
  doc.setTitle(`${book.title} (sample)`);
  doc.setSubject('Sample excerpt; the full copy is kept in the mosque library.');
  doc.setCreator('scripts/make-assets/books.mjs');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const italic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const [W, H] = A5;

  // Title page.
  const cover = doc.addPage(A5);
  cover.drawRectangle({ x: 0, y: 0, width: W, height: H, color: DEEP });
  cover.drawRectangle({
    x: 22,
    y: 22,
    width: W - 44,
    height: H - 44,
    borderColor: GOLD,
    borderWidth: 2,
  });
  cover.drawRectangle({
    x: 30,
    y: 30,
    width: W - 60,
    height: H - 60,
    borderColor: GOLD,
    borderWidth: 0.6,
  });
  cover.drawSvgPath(star8(70), {
    x: W / 2,
    y: H - 170,
    color: GREEN,
    borderColor: GOLD,
    borderWidth: 1.5,
  });
  cover.drawSvgPath(star8(30), { x: W / 2, y: H - 170, color: GOLD_LIGHT });
  let y = H - 300;
  for (const line of wrap(book.title, bold, 26, W - 110)) {
    cover.drawText(line, {
      x: (W - bold.widthOfTextAtSize(line, 26)) / 2,
      y,
      size: 26,
      font: bold,
      color: GOLD_LIGHT,
    });
    y -= 32;
  }
  for (const line of wrap(book.subtitle, italic, 14, W - 110)) {
    cover.drawText(line, {
      x: (W - italic.widthOfTextAtSize(line, 14)) / 2,
      y: y - 6,
      size: 14,
      font: italic,
      color: CREAM,
    });
    y -= 20;
  }
  const tag = 'SAMPLE EXCERPT FOR THE WEBSITE';
  cover.drawText(tag, {
    x: (W - bold.widthOfTextAtSize(tag, 10)) / 2,
    y: 70,
    size: 10,
    font: bold,
    color: GOLD,
  });

  // Body pages with a simple flowing layout.
  let page;
  let pageNo = 1;
  const newPage = () => {
    page = doc.addPage(A5);
    page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: CREAM });
    page.drawRectangle({
      x: 24,
      y: 24,
      width: W - 48,
      height: H - 48,
      borderColor: GOLD,
      borderWidth: 0.8,
    });
    const head = book.title;
    page.drawText(head, { x: MARGIN, y: H - 40, size: 8.5, font: italic, color: MUTED });
    pageNo += 1;
    page.drawText(String(pageNo), { x: W / 2 - 3, y: 32, size: 9, font: serif, color: MUTED });
    y = H - 70;
  };
  const need = (h) => {
    if (y - h < 56) newPage();
  };
  const write = (
    text,
    { font = serif, size = 11, color = INK, indent = 0, gap = 6, lead = 1.35 } = {},
  ) => {
    const lines = wrap(text, font, size, W - 2 * MARGIN - indent);
    for (const line of lines) {
      need(size * lead);
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      y -= size * lead;
    }
    y -= gap;
  };
  const heading = (text) => {
    need(60);
    y -= 6;
    page.drawSvgPath(star8(5), { x: MARGIN + 5, y: y + 4, color: GOLD });
    write(text, { font: bold, size: 14, color: GREEN, indent: 16, gap: 8 });
  };

  newPage();
  heading('About this file');
  write(
    `This PDF is a short sample prepared for the mosque's website. It is not the complete book "${book.title}". ` +
      'The full copy is kept in the mosque library; please ask at the mosque office to read or borrow it.',
  );
  write(book.sources, { font: italic, size: 10, color: MUTED, gap: 12 });
  for (const block of book.body) {
    if (block.h) heading(block.h);
    if (block.p) write(block.p);
    if (block.quote) {
      write(block.quote, { font: italic, size: 11, indent: 14, gap: 2 });
      write(block.ref, { size: 9.5, color: MUTED, indent: 14, gap: 10 });
    }
  }
  mkdirSync(OUT, { recursive: true });
  const bytes = await doc.save({ useObjectStreams: true });
  writeFileSync(`${OUT}/${book.file}`, bytes);
  console.log(
    `${OUT}/${book.file}  ${(bytes.length / 1024).toFixed(1)} KB  ${doc.getPageCount()} pages`,
  );
  if (bytes.length > 50 * 1024) throw new Error(`${book.file} is over 50 KB`);
}

const PICKTHALL =
  'Quran verses are quoted from the public-domain English translation by Marmaduke Pickthall, "The Meaning of the Glorious Koran" (1930).';
const HADITH =
  'Hadith are given in a plain English rendering of their meaning, with the collections that record them.';

const books = [
  {
    file: 'life-of-the-prophet.pdf',
    title: 'The Life of the Prophet (peace be upon him)',
    subtitle: 'An introduction to the Seerah',
    sources: `${PICKTHALL}`,
    body: [
      {
        h: 'Birth and early years',
        p: 'The Prophet Muhammad (peace be upon him) was born in Makkah in the Year of the Elephant, around 570 CE, into the clan of Banu Hashim of the tribe of Quraysh. His father Abdullah died before he was born, and his mother Aminah died when he was six. He was raised first by his grandfather Abd al-Muttalib and then by his uncle Abu Talib.',
      },
      {
        p: 'As a young man he tended sheep and later traded as a merchant. His honesty earned him the names al-Sadiq, the truthful, and al-Amin, the trustworthy. At about twenty-five he married Khadijah bint Khuwaylid, a respected merchant of Makkah, who stood by him for the rest of her life.',
      },
      {
        h: 'The first revelation',
        p: 'At about forty years of age, during a retreat in the cave of Hira near Makkah, he received the first revelation through the angel Jibril: the opening verses of Surah al-Alaq. For thirteen years he called the people of Makkah to worship the One God. The early Muslims faced mockery, a boycott and persecution; a group of them found protection with the Christian king of Abyssinia.',
      },
      {
        quote:
          'Read: In the name of thy Lord who createth, Createth man from a clot. Read: And it is thy Lord the Most Bountiful, Who teacheth by the pen, Teacheth man that which he knew not.',
        ref: 'Surah al-Alaq (96), verses 1-5',
      },
      {
        h: 'The Hijrah and Madinah',
        p: 'In 622 CE he migrated to Yathrib, which became known as Madinah, the City of the Prophet. The Hijrah marks the start of the Islamic calendar. In Madinah he built his mosque, joined the emigrants and the Ansar in brotherhood, and established a community built on faith, justice and care for the weak.',
      },
      {
        p: 'The following years saw the battles of Badr, Uhud and the Trench, the Treaty of Hudaybiyyah in 628 CE, and in 630 CE the return to Makkah, where he forgave those who had opposed him for years.',
      },
      {
        h: 'The farewell',
        p: 'In 632 CE he performed the Farewell Pilgrimage and gave his sermon at Arafat, reminding the people of the sanctity of life, property and honour, and of the rights of women. He passed away in Madinah later that year and was buried there, where his mosque stands today.',
      },
      {
        h: 'His character',
        quote:
          'Verily in the messenger of Allah ye have a good example for him who looketh unto Allah and the Last Day, and remembereth Allah much.',
        ref: 'Surah al-Ahzab (33), verse 21',
      },
      {
        quote: 'We sent thee not save as a mercy for the peoples.',
        ref: "Surah al-Anbiya' (21), verse 107",
      },
    ],
  },
  {
    file: 'consequences-of-deeds.pdf',
    title: 'Consequences of Deeds',
    subtitle: 'Reward and accountability in the Quran and Sunnah',
    sources: `${PICKTHALL} ${HADITH}`,
    body: [
      {
        h: 'Introduction',
        p: 'Islam teaches that no deed is lost. Every action, large or small, is known to Allah and will be weighed. This is a source of hope as much as of warning: a good deed done sincerely is never wasted, and the door of repentance stays open for whoever turns back to Allah.',
      },
      {
        h: 'Nothing is too small',
        quote:
          "And whoso doeth good an atom's weight will see it then, And whoso doeth ill an atom's weight will see it then.",
        ref: 'Surah al-Zalzalah (99), verses 7-8',
      },
      {
        quote:
          'And that man hath only that for which he maketh effort, And that his effort will be seen.',
        ref: 'Surah al-Najm (53), verses 39-40',
      },
      {
        h: 'Intentions',
        quote: 'Actions are only by intentions, and every person will have only what he intended.',
        ref: 'Narrated by Umar ibn al-Khattab; recorded by al-Bukhari and Muslim',
      },
      {
        h: 'Deeds that continue',
        quote:
          'When a person dies, his deeds come to an end except for three: a continuing charity, knowledge from which people benefit, or a righteous child who prays for him.',
        ref: 'Recorded by Muslim',
      },
      {
        h: 'Small and constant',
        quote: 'The deeds most loved by Allah are those done regularly, even if they are few.',
        ref: 'Recorded by al-Bukhari and Muslim',
      },
      {
        h: 'Repairing a mistake',
        quote:
          'Fear Allah wherever you are, follow a bad deed with a good one and it will wipe it out, and treat people with good character.',
        ref: 'Recorded by al-Tirmidhi',
      },
    ],
  },
  {
    file: 'quran-translation.pdf',
    title: 'The Holy Quran: Selected Surahs',
    subtitle: 'In English, from the translation of Marmaduke Pickthall',
    sources: `${PICKTHALL} The Arabic text, which alone is the Quran, is in the full copy in the library.`,
    body: [
      {
        h: 'Introduction',
        p: 'A translation conveys the meaning of the Quran but is not the Quran itself. The short surahs below are among those most often recited in the daily prayers.',
      },
      {
        h: 'Surah al-Fatihah (1): The Opening',
        quote:
          'In the name of Allah, the Beneficent, the Merciful. Praise be to Allah, Lord of the Worlds, The Beneficent, the Merciful. Owner of the Day of Judgment, Thee (alone) we worship; Thee (alone) we ask for help. Show us the straight path, The path of those whom Thou hast favoured; Not (the path) of those who earn Thine anger nor of those who go astray.',
        ref: 'Verses 1-7',
      },
      {
        h: "Surah al-'Asr (103): The Declining Day",
        quote:
          'By the declining day, Lo! man is in a state of loss, Save those who believe and do good works, and exhort one another to truth and exhort one another to endurance.',
        ref: 'Verses 1-3',
      },
      {
        h: 'Surah al-Kawthar (108): Abundance',
        quote:
          'Lo! We have given thee Abundance; So pray unto thy Lord, and sacrifice. Lo! it is thy insulter (and not thou) who is without posterity.',
        ref: 'Verses 1-3',
      },
      {
        h: 'Surah al-Ikhlas (112): The Unity',
        quote:
          'Say: He is Allah, the One! Allah, the eternally Besought of all! He begetteth not nor was begotten. And there is none comparable unto Him.',
        ref: 'Verses 1-4',
      },
      {
        h: 'Surah al-Falaq (113): The Daybreak',
        quote:
          'Say: I seek refuge in the Lord of the Daybreak From the evil of that which He created; From the evil of the darkness when it is intense, And from the evil of malignant witchcraft, And from the evil of the envier when he envieth.',
        ref: 'Verses 1-5',
      },
      {
        h: 'Surah al-Nas (114): Mankind',
        quote:
          'Say: I seek refuge in the Lord of mankind, The King of mankind, The god of mankind, From the evil of the sneaking whisperer, Who whispereth in the hearts of mankind, Of the jinn and of mankind.',
        ref: 'Verses 1-6',
      },
    ],
  },
  {
    file: 'importance-of-prayer.pdf',
    title: 'The Importance of Prayer',
    subtitle: 'Salah in the Quran and Sunnah',
    sources: `${PICKTHALL} ${HADITH}`,
    body: [
      {
        h: 'Introduction',
        p: 'Salah, the prayer, is the second pillar of Islam and the first act of worship a Muslim is asked about. Five times a day it brings the believer back to Allah: Fajr before sunrise, Zuhr after midday, Asr in the afternoon, Maghrib after sunset and Isha at night.',
      },
      {
        h: 'In the Quran',
        quote: 'Seek help in patience and prayer; and truly it is hard save for the humble-minded.',
        ref: 'Surah al-Baqarah (2), verse 45',
      },
      {
        quote:
          'Lo! worship preserveth from lewdness and iniquity, but verily remembrance of Allah is more important. And Allah knoweth what ye do.',
        ref: "Surah al-'Ankabut (29), verse 45",
      },
      {
        h: 'The river at the door',
        quote:
          'If there were a river at the door of one of you in which he bathed five times a day, would any dirt remain on him? That is the likeness of the five prayers, by which Allah wipes away sins.',
        ref: 'Recorded by al-Bukhari and Muslim',
      },
      {
        h: 'The first question',
        quote:
          'The first of his deeds for which a servant will be called to account on the Day of Resurrection is his prayer.',
        ref: "Recorded by Abu Dawud, al-Tirmidhi and al-Nasa'i",
      },
      {
        h: 'Praying together',
        quote:
          'Prayer in congregation is twenty-seven degrees better than the prayer of a person alone.',
        ref: 'Recorded by al-Bukhari and Muslim',
      },
      {
        h: 'A practical note',
        p: 'Come to the mosque a few minutes before the jamat, with wudu done at home where possible, and keep the phone silent. Children are welcome; teach them the prayer gently and by example.',
      },
    ],
  },
  {
    file: 'forty-hadith-vol-1.pdf',
    title: 'Forty Hadith of Imam an-Nawawi, Volume 1',
    subtitle: 'Selected hadith from the first half of the collection',
    sources: HADITH,
    body: [
      {
        h: 'About the collection',
        p: 'Imam Yahya ibn Sharaf an-Nawawi (1233-1277 CE) was a scholar of Damascus. His collection of forty-two short hadith, known as the Forty Hadith, gathers sayings of the Prophet (peace be upon him) on which the religion turns, and has been memorised and explained for centuries. The numbers below are those of the collection.',
      },
      {
        h: 'Hadith 1: Intentions',
        quote: 'Actions are only by intentions, and every person will have only what he intended.',
        ref: 'Al-Bukhari and Muslim',
      },
      {
        h: 'Hadith 3: The pillars of Islam',
        quote:
          'Islam is built upon five: testifying that there is no god but Allah and that Muhammad is the Messenger of Allah, establishing the prayer, paying the zakat, the pilgrimage to the House, and fasting in Ramadan.',
        ref: 'Al-Bukhari and Muslim',
      },
      {
        h: 'Hadith 7: Sincerity',
        quote:
          'The religion is sincerity. We asked: To whom? He said: To Allah, to His Book, to His Messenger, and to the leaders of the Muslims and their common people.',
        ref: 'Muslim',
      },
      {
        h: 'Hadith 9: What we can do',
        quote:
          'What I have forbidden you, avoid; and what I have commanded you, do as much of it as you are able.',
        ref: 'Al-Bukhari and Muslim',
      },
      {
        h: 'Hadith 12: Leaving what does not concern us',
        quote:
          "Part of the excellence of a person's Islam is his leaving what does not concern him.",
        ref: 'Al-Tirmidhi',
      },
      {
        h: 'Hadith 13: Brotherhood',
        quote:
          'None of you truly believes until he loves for his brother what he loves for himself.',
        ref: 'Al-Bukhari and Muslim',
      },
      {
        h: 'Hadith 15: Good speech and hospitality',
        quote:
          'Whoever believes in Allah and the Last Day, let him speak good or keep silent; let him honour his neighbour; and let him honour his guest.',
        ref: 'Al-Bukhari and Muslim',
      },
      {
        h: 'Hadith 16: Anger',
        quote:
          'A man said to the Prophet: Advise me. He said: Do not become angry. The man asked again several times, and each time he said: Do not become angry.',
        ref: 'Al-Bukhari',
      },
    ],
  },
  {
    file: 'forty-hadith-vol-2.pdf',
    title: 'Forty Hadith of Imam an-Nawawi, Volume 2',
    subtitle: 'Selected hadith from the second half of the collection',
    sources: HADITH,
    body: [
      {
        h: 'About this volume',
        p: 'The second volume continues the Forty Hadith of Imam an-Nawawi. These sayings speak of mindfulness of Allah, everyday charity, contentment and brotherhood. The numbers below are those of the collection.',
      },
      {
        h: 'Hadith 18: Wherever you are',
        quote:
          'Fear Allah wherever you are, follow a bad deed with a good one and it will wipe it out, and treat people with good character.',
        ref: 'Al-Tirmidhi',
      },
      {
        h: 'Hadith 19: Be mindful of Allah',
        quote:
          'Be mindful of Allah and He will protect you. Be mindful of Allah and you will find Him before you. When you ask, ask Allah; and when you seek help, seek help from Allah.',
        ref: 'Al-Tirmidhi',
      },
      {
        h: 'Hadith 26: Charity every day',
        quote:
          'Every joint of a person owes a charity each day the sun rises. To judge justly between two people is charity; to help a man onto his mount or lift his goods onto it is charity; a good word is charity; every step you take to the prayer is charity; and removing something harmful from the road is charity.',
        ref: 'Al-Bukhari and Muslim',
      },
      {
        h: 'Hadith 31: Contentment',
        quote:
          'Be detached from the world and Allah will love you; be detached from what people possess and people will love you.',
        ref: 'Ibn Majah',
      },
      {
        h: 'Hadith 35: Brothers',
        quote:
          'Do not envy one another, do not inflate prices against one another, do not hate one another, do not turn your backs on one another; and be, O servants of Allah, brothers.',
        ref: 'Muslim',
      },
      {
        h: 'Hadith 40: A traveller',
        quote: 'Be in this world as though you were a stranger or a traveller along a path.',
        ref: 'Al-Bukhari',
      },
    ],
  },
];

for (const book of books) await makeBook(book);
