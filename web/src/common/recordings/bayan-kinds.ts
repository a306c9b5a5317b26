/**
 * The two kinds of recorded bayan: the categories friday and morningdars. Their names and
 * captions are in the public strings (`pages.bayanat.kinds.{category}`, public-site/i18n).
 */
import type { RecordingCategory } from '@masjid/domain/recording';

export interface BayanKind {
  category: RecordingCategory;
  /** The listing page of this category. */
  to: string;
  /** Looping background video, without extension (a .webm, .mp4 and .webp poster exist). */
  video: string;
}

export const BAYAN_KINDS: BayanKind[] = [
  { category: 'friday', to: '/fridaybayan', video: '/videos/friday-bayan' },
  { category: 'morningdars', to: '/sundaybayan', video: '/videos/morning-dars' },
];

/** The kind of a category (Friday bayan for an unknown one). */
export function bayanKind(category: RecordingCategory): BayanKind {
  return BAYAN_KINDS.find((k) => k.category === category) ?? BAYAN_KINDS[0]!;
}
