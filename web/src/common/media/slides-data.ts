/** The home page's slides, live, in the site admin's order. */
import { SLIDES_COLLECTION, slideListSchema, slideSchema, type Slide } from '@masjid/domain/slide';
import { storedConverter } from '../firebase/stored-converter.ts';
import { useLive, type LiveState } from '../data/live-query.ts';
import { orderedCollectionSource } from './ordered-collection.ts';

/** Stored slides, parsed with the slide schema. */
export const slideConverter = storedConverter(slideSchema);

const slidesSource = orderedCollectionSource(SLIDES_COLLECTION, slideSchema, slideListSchema);

/** Every slide, first in the order first. */
export function useSlides(): LiveState<Slide[]> {
  return useLive(slidesSource);
}
