import { useMemo } from 'react';
import { encode } from 'uqr';

/** Modules of quiet zone around the symbol: the four that scanners need. */
const QUIET_ZONE = 4;

/**
 * The QR code of `value` as an SVG (uqr: error correction level M, the smallest version that
 * holds the text), with the quiet zone scanners need. Payment addresses, referral links and
 * authenticator set-up use it.
 */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const modules = useMemo(() => encode(value, { ecc: 'M', border: 0 }).data, [value]);
  const extent = modules.length + QUIET_ZONE * 2;
  // One path for every dark module: a few hundred rects would be a few hundred nodes.
  const path = modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`] : []))).join('');
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
