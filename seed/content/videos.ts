/**
 * Demo videos: the five naats of /naat and three video bayans of /hazrat, written to Firestore
 * `videos/{id}` by the seed.
 * PLACEHOLDER IDS: YouTube could not be reached when this list was written, so no id below is
 * verified. A mosque replaces them from the admin area (Videos), pasting each video's link.
 */
import type { VideoData } from '@masjid/domain/videos';

export const DEMO_VIDEOS: { id: string; data: VideoData }[] = [
  {
    id: 'demo-naat-tajdar-e-haram',
    data: {
      youtubeId: '-dQ8m2Vph2A',
      title: 'Tajdar-e-Haram',
      titleUrdu: 'تاجدارِ حرم',
      artist: 'Atif Aslam',
      kind: 'naat',
      order: 10,
    },
  },
  {
    id: 'demo-naat-mera-dil-badal-de',
    data: {
      youtubeId: 'Q0Ye3kNcuWc',
      title: 'Mera Dil Badal De',
      titleUrdu: 'میرا دل بدل دے',
      artist: 'Junaid Jamshed',
      kind: 'naat',
      order: 20,
    },
  },
  {
    id: 'demo-naat-mustafa-jaan-e-rehmat',
    data: {
      youtubeId: 'bXdk1JhVt3Y',
      title: 'Mustafa Jaan-e-Rehmat Pe Lakhon Salam',
      titleUrdu: 'مصطفیٰ جانِ رحمت پہ لاکھوں سلام',
      artist: 'Owais Raza Qadri',
      kind: 'naat',
      order: 30,
    },
  },
  {
    id: 'demo-naat-faslon-ko-takalluf',
    data: {
      youtubeId: '5ZcF0zQWu9U',
      title: 'Faslon Ko Takalluf Hai Hum Se Agar',
      titleUrdu: 'فاصلوں کو تکلف ہے ہم سے اگر',
      artist: 'Qari Waheed Zafar Qasmi',
      kind: 'naat',
      order: 40,
    },
  },
  {
    id: 'demo-naat-ye-sab-tumhara-karam',
    data: {
      youtubeId: 'n0s7pX7G7Fk',
      title: 'Ye Sab Tumhara Karam Hai Aaqa',
      titleUrdu: 'یہ سب تمہارا کرم ہے آقا',
      artist: 'Khurshid Ahmed',
      kind: 'naat',
      order: 50,
    },
  },
  {
    id: 'demo-bayan-seerat',
    data: {
      youtubeId: 'Vb3yP0mQw1E',
      title: 'The mercy of the Prophet ﷺ',
      titleUrdu: 'رحمتِ عالم ﷺ',
      kind: 'bayan',
      order: 10,
    },
  },
  {
    id: 'demo-bayan-salah',
    data: {
      youtubeId: 'k9Jt2LxQ4Zs',
      title: 'Guarding the five prayers',
      titleUrdu: 'پانچ نمازوں کی حفاظت',
      kind: 'bayan',
      order: 20,
    },
  },
  {
    id: 'demo-bayan-parents',
    data: {
      youtubeId: 'R2m8NwP5cHd',
      title: 'Kindness to parents',
      titleUrdu: 'والدین کے ساتھ حسنِ سلوک',
      kind: 'bayan',
      order: 30,
    },
  },
];
