import { fallbackSource, webpSrcSet, type StoredImage } from '@masjid/domain/media-image';

/**
 * An image resized by the server (`StoredImage`): WebP files in a `<source srcset>`, the JPEG
 * fallback as the `<img>`, whose `width` and `height` (the image's pixel size) let the browser
 * reserve its box before any byte arrives. `sizes` says how wide it shows (e.g. `100vw`).
 */
export function StoredPicture({
  image,
  alt,
  sizes,
  className,
  eager = false,
}: {
  image: StoredImage;
  alt: string;
  sizes: string;
  className?: string;
  /** The page's main picture (the first slide): load at once, with high priority. */
  eager?: boolean;
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrcSet(image)} sizes={sizes} />
      <img
        className={className}
        src={fallbackSource(image).url}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        fetchPriority={eager ? 'high' : 'low'}
      />
    </picture>
  );
}
