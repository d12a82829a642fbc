import { useMemo } from 'react';
import { qrModules } from '../utils/qr-code';

/** The QR code of `value` as an SVG, with the four-module quiet zone scanners need. */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const modules = useMemo(() => qrModules(value), [value]);
  if (!modules) return null;
  const quiet = 4;
  const extent = modules.length + quiet * 2;
  // One path for every dark module: a few hundred rects would be a few hundred nodes.
  const path = modules.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x + quiet} ${y + quiet}h1v1h-1z`] : []))).join('');
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges">
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
