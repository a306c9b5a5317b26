/**
 * Slides of the home page's slideshow: an image resized on the server, its alt text in English and
 * Urdu, an optional caption (heading and line) in each language, in the site admin's order. The
 * functions create and delete a slide with its files; the site admin edits the text and the order
 * in Firestore directly (the rules keep the image as the functions stored it).
 */
import * as z from 'zod/mini';
import { text } from './event.ts';
import { orderedMediaSchemas, storedImageSchema } from './media-image.ts';

/** Firestore collection of slides. */
export const SLIDES_COLLECTION = 'slides';

/** Largest slide image taken, in bytes. */
export const MAX_SLIDE_BYTES = 10 * 1024 * 1024;
/**
 * Widths of a slide's WebP files, in pixels: the slideshow spans the page (phone to wide screen).
 * 960 is for the many phones 360-412 px wide at a density of 1.75-2.3 (630-950 pixels): without
 * it they took the 1280 file (issue 17).
 */
export const SLIDE_WIDTHS = [640, 960, 1280, 1920] as const;
/** Width of the JPEG fallback, in pixels. */
export const SLIDE_FALLBACK_WIDTH = 1280;
/** The slideshow's frame, width / height: every slide is cropped to it, so nothing shifts. */
export const SLIDE_ASPECT = { width: 1280, height: 540 } as const;

/** The fields the site admin types. */
export const slideFieldsShape = {
  altEn: text(300, 'Describe the image in English'),
  altUr: text(300, 'Describe the image in Urdu'),
  headingEn: z.optional(text(120)),
  headingUr: z.optional(text(120)),
  captionEn: z.optional(text(300)),
  captionUr: z.optional(text(300)),
};
export const slideFieldsSchema = z.object(slideFieldsShape);
export type SlideFields = z.infer<typeof slideFieldsSchema>;

/**
 * A slide as read (unknown keys dropped), a slide document as written (the rules refuse unknown
 * keys too), a slide as `GET /slides` answers it (with its id), and that answer.
 */
export const {
  schema: slideSchema,
  docSchema: slideDocSchema,
  answerSchema: slideAnswerSchema,
  listSchema: slideListSchema,
} = orderedMediaSchemas(slideFieldsShape, { image: storedImageSchema });
export type SlideData = z.infer<typeof slideSchema>;
export type Slide = SlideData & { id: string };
