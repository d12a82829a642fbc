import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../testing/app.ts';

describe('game thumbnails', () => {
  it('serves a real WebP raster of the size the game list says, cached for good', async () => {
    const app = await testApp();
    const game = (await call(app, 'getGameList', { body: { lobbyCode: 'pachinko', size: 1 } })).json().data.list[0];
    const image = await app.inject({ url: game.thumbnail.fullWebpFilePath });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toMatch(/immutable/);
    expect(image.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([game.thumbnail.width, game.thumbnail.height]);
    // Once drawn, the list knows its size in bytes.
    const again = (await call(app, 'getGameList', { body: { lobbyCode: 'pachinko', size: 1 } })).json().data.list[0];
    expect(again.thumbnail.bytes).toBe(image.rawPayload.length);
    expect((await app.inject({ url: game.thumbnail.fullWebpFilePath })).rawPayload.equals(image.rawPayload)).toBe(true);
  });

  it('answers 404 quickly for an unknown game, a malformed name or a seed not in use', async () => {
    const app = await testApp();
    for (const url of ['/media/1/game/NOPE-XX-0001.webp', '/media/1/game/AMIGO-PA-0001.png', '/media/1/game/..%2F..%2Fetc.webp', '/media/777/game/AMIGO-PA-0001.webp']) {
      const started = performance.now();
      expect((await app.inject({ url })).statusCode, url).toBe(404);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });
});
