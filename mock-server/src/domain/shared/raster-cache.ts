import sharp from 'sharp';

/**
 * SVG drawings rasterised to WebP once and kept in a bounded LRU: a page asks for the same few
 * hundred pictures over and over, and drawing one costs tens of milliseconds. Two requests for a
 * picture being drawn share the drawing. The caller decides what may be drawn (a picture of the
 * seed's baseline) and answers 404 for anything else before reaching here.
 */
export interface RasterCache {
  /** The WebP bytes of `key`, drawn from `svg()` the first time. */
  webp(key: string, svg: () => string): Promise<Buffer>;
  /** The size in bytes of a picture already drawn; undefined until it has been. */
  knownBytes(key: string): number | undefined;
}

export function rasterCache(limit: number, quality: number): RasterCache {
  const rendered = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  return {
    knownBytes: (key) => rendered.get(key)?.length,
    async webp(key, svg) {
      const hit = rendered.get(key);
      if (hit) {
        // Most recently used last: the first key is the one to drop.
        rendered.delete(key);
        rendered.set(key, hit);
        return hit;
      }
      let pending = drawing.get(key);
      if (!pending) {
        pending = sharp(Buffer.from(svg()))
          .webp({ quality, effort: 2 })
          .toBuffer()
          .finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      const bytes = await pending;
      rendered.set(key, bytes);
      if (rendered.size > limit) rendered.delete(rendered.keys().next().value!);
      return bytes;
    },
  };
}
