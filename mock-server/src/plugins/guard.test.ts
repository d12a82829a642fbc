import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.ts';
import { hostnameOf } from './guard.ts';

const json = { 'content-type': 'application/json' };
const scenario = JSON.stringify({ operation: '*', code: 503, httpStatus: 503, times: 0 });

describe('who may drive the mock', () => {
  it('reads host names with and without ports, IPv6 included', () => {
    expect(hostnameOf('LocalHost:4000')).toBe('localhost');
    expect(hostnameOf('[::1]:4000')).toBe('[::1]');
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('refuses a text/plain form post to the control API (415), so no page can arm a scenario', async () => {
    const app = await testApp();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await app.inject({ method: 'POST', url: '/__mock/scenarios', headers: { 'content-type': type }, payload: scenario });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ error: 'control calls take application/json bodies only' });
    }
    const bare = await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: scenario, headers: { 'content-type': '' } });
    expect(bare.statusCode).toBe(415);
    expect((await app.inject({ method: 'GET', url: '/__mock/scenarios' })).json().scenarios).toEqual([]);
    const ok = await app.inject({ method: 'POST', url: '/__mock/scenarios', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: scenario });
    expect(ok.statusCode).toBe(200);
    // A control call without a body needs no content type.
    expect((await app.inject({ method: 'POST', url: '/__mock/keys/rotate' })).statusCode).toBe(200);
  });

  it('refuses a foreign Origin (403) on control and API paths; accepts its own origin and loopback ones', async () => {
    const app = await testApp();
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example:4000', 'not a url']) {
      const control = await app.inject({ method: 'POST', url: '/__mock/scenarios', headers: { ...json, origin }, payload: scenario });
      expect(control.statusCode, origin).toBe(403);
      expect(control.json().error).toMatch(/^origin .* is not allowed/);
      const api = await app.inject({ method: 'POST', url: '/api/phoenix/common/config', headers: { ...json, origin }, payload: '{}' });
      expect(api.statusCode).toBe(403);
      expect(api.json()).toEqual({ code: 403, success: false, data: null, msg: expect.stringMatching(/^origin /) });
    }
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4315', 'http://[::1]:4000']) {
      expect((await app.inject({ method: 'GET', url: '/__mock/health', headers: { origin } })).statusCode, origin).toBe(200);
    }
    const own = await app.inject({ method: 'GET', url: '/__mock/health', headers: { host: 'qa-box:4000', origin: 'http://qa-box:4000' } });
    expect(own.statusCode).toBe(403); // qa-box is not an allowed host: the Host rule refuses first
  });

  it('refuses a Host that is not loopback (DNS rebinding) unless allowed, and then its origins too', async () => {
    const app = await testApp();
    const rebound = await app.inject({ method: 'GET', url: '/__mock/journal', headers: { host: 'attacker.example' } });
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json().error).toMatch(/host attacker\.example is not allowed/);
    for (const host of ['localhost:4000', '127.0.0.1:4315', '[::1]:4000', 'LOCALHOST']) {
      expect((await app.inject({ method: 'GET', url: '/__mock/health', headers: { host } })).statusCode, host).toBe(200);
    }
    const lan = await testApp({ allowedHosts: ['qa-box'] });
    expect((await lan.inject({ method: 'GET', url: '/__mock/health', headers: { host: 'qa-box:4000', origin: 'http://qa-box:4000' } })).statusCode).toBe(200);
    expect((await lan.inject({ method: 'GET', url: '/__mock/health', headers: { host: 'qa-box:4000', origin: 'http://qa-box:5173' } })).statusCode).toBe(200);
    expect((await lan.inject({ method: 'GET', url: '/__mock/health', headers: { host: 'other:4000' } })).statusCode).toBe(403);
    const any = await testApp({ allowedHosts: ['*'] });
    expect((await any.inject({ method: 'GET', url: '/__mock/health', headers: { host: '192.168.1.5:4000', origin: 'http://192.168.1.5:4000' } })).statusCode).toBe(200);
    expect((await any.inject({ method: 'GET', url: '/__mock/health', headers: { host: '192.168.1.5:4000', origin: 'https://evil.example' } })).statusCode).toBe(403);
  });

  it('lets the consent stand-in post its own urlencoded form', async () => {
    const app = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/__mock/oauth/google/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
      payload: 'state=nope&decision=approve',
    });
    expect(response.statusCode).toBe(400); // the page's own "invalid link", not a 415
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
