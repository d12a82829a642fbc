import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.ts';

describe('API answers on the wire', () => {
  const gameList = { method: 'POST' as const, url: '/api/v1/game/game_list', payload: { lobbyCode: 'slots', page: 1, size: 999 } };

  it('compresses a large answer as the client accepts it (brotli, then gzip), and sends it plain to one that accepts neither', async () => {
    const app = await testApp();
    const plain = await app.inject({ ...gameList, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.body;
    expect(json.length).toBeGreaterThan(20_000);

    const br = await app.inject({ ...gameList, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(json.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(json));

    const gz = await app.inject({ ...gameList, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(json));
  });

  it('leaves a small answer plain: compressing a few hundred bytes costs more than it saves', async () => {
    const app = await testApp();
    const small = await app.inject({ method: 'POST', url: '/api/v1/game/provider_list', payload: {}, headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toMatchObject({ success: true });
  });
});
