/**
 * Images the CMS points at, drawn as SVG from a small spec: gradients, shapes and real text, so
 * the site looks like a site offline. Each image is described once in the seeded baseline and
 * its URL carries the seed, so a URL always draws the same picture and can be cached for good.
 * Each is served two ways, as a CMS's media library does: the drawing itself (`.svg`, the
 * template's fullFilePath) and a raster rendition of it (`.webp`, its fullWebpFilePath, which the
 * site shows). A phone lays out and paints an SVG picture as a document of its own on the page's
 * main thread, with its text in the CJK fonts; a designer's banner is a raster the browser decodes
 * off it (plugins/media.ts).
 */
type MediaKind = 'banner' | 'thumb' | 'icon';

export interface MediaSpec {
  kind: MediaKind;
  title: string;
  subtitle: string;
  hues: [number, number];
  /** 0..1 values from the seed that place the decorative shapes. */
  shapes: number[];
}

/** How a picture is served: its SVG drawing, or the WebP rendition of it. */
export type MediaFormat = 'svg' | 'webp';

export function mediaPath(seed: number, kind: MediaKind, name: string, format: MediaFormat = 'svg'): string {
  return `/media/${seed}/${kind}/${name}.${format}`;
}

/** A picture's media-library entry (CMS templates, brand pages): the drawing and its WebP rendition. */
export function mediaLibraryImage(seed: number, kind: MediaKind, name: string) {
  return {
    fullFilePath: mediaPath(seed, kind, name),
    fullWebpFilePath: mediaPath(seed, kind, name, 'webp'),
    resourceType: kind === 'icon' ? ('ICON' as const) : ('IMAGE' as const),
  };
}

/** Splits /media/<seed>/<kind>/<name>.<svg|webp>; undefined when the path is not one of ours. */
export function parseMediaPath(path: string): { seed: number; key: string; format: MediaFormat } | undefined {
  const match = /^\/media\/(\d{1,9})\/(banner|thumb|icon)\/([\w.-]{1,80})\.(svg|webp)$/.exec(path);
  if (!match) return undefined;
  return { seed: Number(match[1]), key: `${match[2]}/${match[3]}`, format: match[4] as MediaFormat };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const FONT = "'Hiragino Sans','Noto Sans JP','Noto Sans CJK JP','Yu Gothic',sans-serif";

function circles(spec: MediaSpec, width: number, height: number): string {
  const out: string[] = [];
  for (let i = 0; i + 2 < spec.shapes.length; i += 3) {
    const [x, y, r] = [spec.shapes[i]!, spec.shapes[i + 1]!, spec.shapes[i + 2]!];
    out.push(
      `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${Math.round(20 + r * height * 0.5)}" fill="#fff" fill-opacity="${(0.06 + r * 0.1).toFixed(2)}"/>`,
    );
  }
  return out.join('');
}

export function renderSvg(spec: MediaSpec): string {
  const [h1, h2] = spec.hues;
  const title = escapeXml(spec.title);
  const subtitle = escapeXml(spec.subtitle);
  if (spec.kind === 'icon') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${title}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 80% 55%)"/><stop offset="1" stop-color="hsl(${h2} 80% 40%)"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#g)"/><text x="32" y="41" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff">${escapeXml(spec.title.slice(0, 2))}</text></svg>`;
  }
  const [width, height] = spec.kind === 'banner' ? [1200, 400] : [400, 300];
  const titleSize = spec.kind === 'banner' ? 72 : 40;
  const subtitleSize = spec.kind === 'banner' ? 36 : 20;
  const x = spec.kind === 'banner' ? 80 : 28;
  const titleY = spec.kind === 'banner' ? 190 : 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 75% 45%)"/><stop offset="1" stop-color="hsl(${h2} 80% 25%)"/></linearGradient><linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${circles(spec, width, height)}<rect width="${width}" height="${height}" fill="url(#shine)"/><text x="${x}" y="${titleY}" font-family="${FONT}" font-size="${titleSize}" font-weight="800" fill="#fff" style="paint-order:stroke" stroke="rgba(0,0,0,.25)" stroke-width="4">${title}</text><text x="${x}" y="${titleY + subtitleSize + 24}" font-family="${FONT}" font-size="${subtitleSize}" font-weight="600" fill="#ffe9a8">${subtitle}</text></svg>`;
}
