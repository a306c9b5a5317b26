/** The two kinds of recorded bayan: the categories friday and morningdars. */
import type { RecordingCategory } from '@masjid/domain/recording';

export interface BayanKind {
  category: RecordingCategory;
  title: string;
  caption: string;
  /** The listing page of this category. */
  to: string;
  /** Looping background video, without extension (a .webm, .mp4 and .webp poster exist). */
  video: string;
}

export const BAYAN_KINDS: BayanKind[] = [
  {
    category: 'friday',
    title: 'Friday Bayan',
    caption: 'Every Friday at the mosque',
    to: '/fridaybayan',
    video: '/videos/friday-bayan',
  },
  {
    category: 'morningdars',
    title: 'Morning Dars',
    caption: 'After the Fajr prayer',
    to: '/sundaybayan',
    video: '/videos/morning-dars',
  },
];

export function bayanKind(category: RecordingCategory): BayanKind {
  return BAYAN_KINDS.find((k) => k.category === category) ?? BAYAN_KINDS[0]!;
}
