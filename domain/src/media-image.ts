/**
 * Images the site stores after resizing them on the server (slides, book covers, event images):
 * each upload becomes a few WebP files at the widths the page uses, plus one JPEG for browsers
 * without WebP, each with its pixel size, so pages set `srcset`, `width` and `height` and never
 * shift while an image loads.
 */
import * as z from 'zod/mini';
import { imageUrlSchema } from './event.ts';

/** Image formats accepted for upload, recognised from the file's first bytes (not its name). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** What the server makes of an upload: WebP at several widths and one JPEG fallback. */
export const IMAGE_OUTPUT_TYPES = ['image/webp', 'image/jpeg'] as const;

/** A media-store path (`books/{id}/…`): no `..`, no leading slash. */
export const storagePathSchema = z
  .string()
  .check(z.regex(/^[a-z-]+\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_.-]{1,128}$/, 'Not a media path'));

/** Pixels: a whole number from 1 to 10 000. */
const pixels = z.int().check(z.gte(1), z.lte(10_000));

/** One stored file of an image. */
export const imageSourceSchema = z.strictObject({
  url: imageUrlSchema,
  path: storagePathSchema,
  type: z.enum(IMAGE_OUTPUT_TYPES),
  width: pixels,
  height: pixels,
});
export type ImageSource = z.infer<typeof imageSourceSchema>;

/** A resized image: its largest size (the aspect ratio) and its files, narrowest first. */
export const storedImageSchema = z.strictObject({
  width: pixels,
  height: pixels,
  sources: z.array(imageSourceSchema).check(z.minLength(1), z.maxLength(8)),
});
export type StoredImage = z.infer<typeof storedImageSchema>;

/** `srcset` of the image's WebP files (`url 640w, url 1280w`). */
export function webpSrcSet(image: StoredImage): string {
  return image.sources
    .filter((s) => s.type === 'image/webp')
    .map((s) => `${s.url} ${s.width}w`)
    .join(', ');
}

/** The JPEG fallback (else the widest file): the `src` of the `<img>`. */
export function fallbackSource(image: StoredImage): ImageSource {
  return (
    image.sources.find((s) => s.type === 'image/jpeg') ?? image.sources[image.sources.length - 1]!
  );
}

/** Every media-store path of an image (to delete them together). */
export function imagePaths(image: StoredImage): string[] {
  return image.sources.map((s) => s.path);
}

/** Position in an ordered list (books, slides): 0 first. */
export const orderSchema = z.int().check(z.gte(0), z.lte(100_000));

/** Megabytes of `bytes`, for messages. */
export function megabytes(bytes: number): number {
  return Math.round(bytes / 1024 / 1024);
}

/**
 * The schemas of a collection of documents with files in the site admin's order (books, slides):
 * `fields` (what the site admin types) and `files` (what the functions stored) with `order` and
 * `createdAt` (ISO instant). `schema` reads a document (unknown keys dropped), `docSchema` is a
 * document as written (unknown keys refused, as the rules do), `answerSchema` one item of the
 * collection's `GET` answer (with its id) and `listSchema` the whole answer.
 */
export function orderedMediaSchemas<
  F extends z.core.$ZodLooseShape,
  M extends z.core.$ZodLooseShape,
>(fields: F, files: M) {
  const shape = {
    ...fields,
    order: orderSchema,
    ...files,
    createdAt: z.iso.datetime({ offset: true }),
  };
  const schema = z.object(shape);
  const answerSchema = z.extend(schema, { id: z.string() });
  return {
    schema,
    docSchema: z.strictObject(shape),
    answerSchema,
    listSchema: z.array(answerSchema),
  };
}
