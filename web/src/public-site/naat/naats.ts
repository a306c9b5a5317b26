/** One naat video of /naat: a title, the naat khwan and a YouTube video id. */
export interface Naat {
  title: string;
  artist: string;
  youtubeId: string;
}

/**
 * The five naat videos. Well-known Urdu naats and their naat khwans.
 * PLACEHOLDER IDS: YouTube could not be reached when this list was written, so no id below is
 * verified. The first was taken from a public list of that recording; the other four are
 * placeholders. Before publishing, paste the real video id of each naat (the part after `v=` in
 * its YouTube address) and check that it plays.
 */
export const NAATS: Naat[] = [
  { title: 'Tajdar-e-Haram', artist: 'Atif Aslam', youtubeId: '-dQ8m2Vph2A' },
  { title: 'Mera Dil Badal De', artist: 'Junaid Jamshed', youtubeId: 'Q0Ye3kNcuWc' },
  {
    title: 'Mustafa Jaan-e-Rehmat Pe Lakhon Salam',
    artist: 'Owais Raza Qadri',
    youtubeId: 'bXdk1JhVt3Y',
  },
  {
    title: 'Faslon Ko Takalluf Hai Hum Se Agar',
    artist: 'Qari Waheed Zafar Qasmi',
    youtubeId: '5ZcF0zQWu9U',
  },
  { title: 'Ye Sab Tumhara Karam Hai Aaqa', artist: 'Khurshid Ahmed', youtubeId: 'n0s7pX7G7Fk' },
];

export const youtubeEmbedUrl = (id: string): string => `https://www.youtube.com/embed/${id}`;
