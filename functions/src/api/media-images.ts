/**
 * The server's image pipeline: an uploaded image, recognised by its bytes, is decoded by sharp,
 * turned upright (EXIF orientation), optionally cropped to a frame, and written to the media store
 * as WebP at the widths a page uses plus one JPEG fallback; the answer records every file's pixel
 * size. Metadata (EXIF, GPS) is not copied into the files the site serves.
 */
import sharp, { type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type/core';
import { UPLOAD_IMAGE_TYPES, type ImageSource, type StoredImage } from '@masjid/domain/media-image';
import { ApiError, fieldProblem } from './errors.ts';
import type { MediaStore } from '../lib/media-store/types.ts';

/** Largest picture decoded, in pixels: a small file can claim a huge canvas, and the API has 512 MiB. */
const MAX_INPUT_PIXELS = 25_000_000;
/** WebP and JPEG quality, 1–100. */
const QUALITY = 80;

export const NOT_AN_IMAGE = 'This file is not an image. Choose a JPEG, PNG, WebP or AVIF picture.';

/** True when the bytes are an image format the pipeline takes (by content, not by name). */
export async function isUploadImage(bytes: Uint8Array): Promise<boolean> {
  const kind = await fileTypeFromBuffer(bytes);
  return !!kind && (UPLOAD_IMAGE_TYPES as readonly string[]).includes(kind.mime);
}

export interface ImageRecipe {
  /** WebP widths in pixels; widths above the picture's own are left out (the picture's width instead). */
  widths: readonly number[];
  /** Width of the JPEG fallback in pixels (at most the picture's own). */
  fallbackWidth: number;
  /** Crop to this frame (width / height) before resizing, keeping the busiest part. */
  aspect?: { width: number; height: number };
}

/**
 * Resizes `bytes` by `recipe` and stores the files as `{folder}/{name}-{width}.{webp|jpg}`.
 * Throws ApiError 400 with `field` when the bytes are not a picture sharp can read. On any failure
 * the files already written are deleted again.
 */
export async function storeImage(
  store: MediaStore,
  bytes: Uint8Array,
  recipe: ImageRecipe,
  place: { folder: string; name: string; field: string },
): Promise<StoredImage> {
  if (!(await isUploadImage(bytes)))
    throw new ApiError('bad-request', 'not-an-image', NOT_AN_IMAGE, {
      fields: { [place.field]: fieldProblem('not-an-image', NOT_AN_IMAGE) },
    });
  let base: Sharp;
  let width: number;
  let height: number;
  try {
    const upright = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toBuffer({ resolveWithObject: true });
    ({ width, height } = upright.info);
    if (recipe.aspect) {
      const ratio = recipe.aspect.width / recipe.aspect.height;
      const cropWidth = Math.min(width, Math.round(height * ratio));
      const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
      base = sharp(upright.data).resize({
        width: cropWidth,
        height: cropHeight,
        fit: 'cover',
        position: sharp.strategy.attention,
      });
      const cropped = await base.toBuffer({ resolveWithObject: true });
      base = sharp(cropped.data);
      ({ width, height } = cropped.info);
    } else {
      base = sharp(upright.data);
    }
  } catch {
    const message = 'This picture could not be read. It may be damaged or too large.';
    throw new ApiError('bad-request', 'not-an-image', message, {
      fields: { [place.field]: fieldProblem('image-unreadable', message) },
    });
  }

  const widths = [...new Set(recipe.widths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
  const outputs: { type: ImageSource['type']; width: number; ext: string }[] = [
    ...widths.map((w) => ({ type: 'image/webp' as const, width: w, ext: 'webp' })),
    { type: 'image/jpeg', width: Math.min(recipe.fallbackWidth, width), ext: 'jpg' },
  ];
  const sources: ImageSource[] = [];
  try {
    for (const output of outputs) {
      const resized = base.clone().resize({ width: output.width, withoutEnlargement: true });
      const encoded = await (
        output.type === 'image/webp'
          ? resized.webp({ quality: QUALITY })
          : resized.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY, mozjpeg: true })
      ).toBuffer({ resolveWithObject: true });
      const path = `${place.folder}/${place.name}-${output.width}.${output.ext}`;
      await store.put(path, encoded.data, output.type);
      sources.push({
        url: store.downloadUrl(path),
        path,
        type: output.type,
        width: encoded.info.width,
        height: encoded.info.height,
      });
    }
  } catch (err) {
    await Promise.all(sources.map((s) => store.delete(s.path)));
    throw err;
  }
  return { width, height, sources };
}
