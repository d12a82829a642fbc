// A body over the limit is a 413 in the envelope, read to its end so the client gets the answer
// (not a dropped connection); malformed JSON keeps its 400 envelope.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.ts';
import { listeningApp } from '../testing/server.ts';

const MB = 1024 * 1024;
const json = { 'content-type': 'application/json' };

describe('a body over the limit', () => {
  it('is a 413 in the envelope on the player API, {error} on the control API, and the state is untouched', async () => {
    const app = await testApp();
    const huge = JSON.stringify({ grantType: 'password', loginName: 'qcplayer01', password: 'x'.repeat(2 * MB), merchantCode: 'QCJP' });
    const api = await app.inject({ method: 'POST', url: '/auth/oauth/token', headers: json, payload: huge });
    expect(api.statusCode).toBe(413);
    expect(api.json()).toEqual({ code: 413, success: false, data: null, msg: `body: too large (at most ${MB} bytes)` });
    const [journalled] = (await app.inject({ method: 'GET', url: '/__mock/journal?operation=login' })).json().entries;
    expect(journalled).toMatchObject({ operation: 'login', code: 413 });
    const control = await app.inject({ method: 'POST', url: '/__mock/players', headers: json, payload: JSON.stringify({ name: 'x'.repeat(2 * MB) }) });
    expect(control.statusCode).toBe(413);
    expect(control.json()).toEqual({ error: `body: too large (at most ${MB} bytes)` });
    // A chat message may carry a picture: its limit is 3 MB, and 4 MB is over it.
    const chat = await app.inject({ method: 'POST', url: '/api/phoenix/chat/message', headers: json, payload: JSON.stringify({ text: 'x'.repeat(4 * MB) }) });
    expect(chat.json()).toMatchObject({ code: 413, msg: `body: too large (at most ${3 * MB} bytes)` });
  });

  it('malformed JSON is a 400 in the envelope', async () => {
    const app = await testApp();
    const answer = await app.inject({ method: 'POST', url: '/auth/oauth/token', headers: json, payload: '{"grantType": "password",' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 400, success: false, data: null, msg: 'body: not valid JSON' });
  });

  it('over a real socket, 10 MB with a length and 5 MB chunked: the client reads the 413, the connection is not dropped', async () => {
    const { app, base } = await listeningApp();
    try {
      const sized = await fetch(`${base}/api/phoenix/chat/message`, { method: 'POST', headers: json, body: JSON.stringify({ text: 'x'.repeat(10 * MB) }) });
      expect(sized.status).toBe(413);
      expect(await sized.json()).toMatchObject({ code: 413, success: false });
      const chunks = Readable.from(Array.from({ length: 5 }, () => Buffer.alloc(MB, 0x61)));
      const chunked = await fetch(`${base}/auth/oauth/token`, { method: 'POST', headers: json, body: Readable.toWeb(chunks) as ReadableStream, duplex: 'half' } as RequestInit);
      expect(chunked.status).toBe(413);
      expect(await chunked.json()).toMatchObject({ code: 413, success: false });
    } finally {
      await app.close();
    }
  });
});
