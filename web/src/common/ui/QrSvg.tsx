import { qrPath } from './qr-path.ts';

/**
 * The QR code of `text` as an SVG drawn on the device (qr-path.ts), with a four-module quiet zone
 * on white; its accessible name is the element `labelledBy` (a span in the name's own language).
 * Importing this module brings in the `qrcode` package: import it lazily where a page's first
 * paint must stay small.
 */
export function QrSvg({
  text,
  className,
  labelledBy,
}: {
  text: string;
  className: string;
  labelledBy: string;
}) {
  const qr = qrPath(text);
  return (
    <svg
      className={className}
      viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`}
      role="img"
      aria-labelledby={labelledBy}
      shapeRendering="crispEdges"
    >
      <rect x="-4" y="-4" width={qr.size + 8} height={qr.size + 8} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
