import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.ts';
import { listeningApp } from '../testing/server.ts';

/** Sends raw bytes and reads until the server closes: what Node's parser refuses never reaches inject. */
async function raw(base: string, request: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('HTTP-level errors answer in the envelope', () => {
  it('a bad Content-Length, a NUL in a header and oversized headers', async () => {
    const { base } = await listeningApp();
    const badLength = await raw(base, 'POST /api/phoenix/common/config HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n{}');
    expect(badLength).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(badLength)).toEqual({ code: 400, success: false, data: null, msg: expect.stringMatching(/^request: /) });
    const nul = await raw(base, 'GET /api/phoenix/common/config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a\0b\r\n\r\n');
    expect(nul).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(nul)).toMatchObject({ code: 400, success: false });
    const huge = await raw(base, `GET /api/phoenix/common/config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(huge)).toEqual({ code: 431, success: false, data: null, msg: 'request: headers too large' });
  });

  it('a URL that is not valid percent-encoding: the envelope on API paths, {error} on the control API', async () => {
    const app = await testApp();
    const api = await app.inject({ method: 'GET', url: '/api/phoenix/%zz' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ code: 400, success: false, data: null, msg: 'url: not a valid URL (bad percent-encoding)' });
    const control = await app.inject({ method: 'GET', url: '/__mock/captcha/%E0%A4%A' });
    expect(control.statusCode).toBe(400);
    expect(control.json()).toEqual({ error: 'url: not a valid URL (bad percent-encoding)' });
  });

  it('a wrong method on an API path is 405 with Allow; an unknown path stays 404', async () => {
    const app = await testApp();
    const wrong = await app.inject({ method: 'GET', url: '/api/phoenix/common/config' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json()).toEqual({ code: 405, success: false, data: null, msg: 'GET is not allowed at /api/phoenix/common/config; use POST' });
    const unknown = await app.inject({ method: 'GET', url: '/api/phoenix/nope' });
    expect(unknown.statusCode).toBe(404);
  });
});
