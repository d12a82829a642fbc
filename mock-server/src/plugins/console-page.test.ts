import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app.ts';

/** A console build as `npm run build` leaves it: index.html and hashed assets. */
function builtConsole(): string {
  const dir = mkdtempSync(join(tmpdir(), 'qa-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>QAコンソール</title><script type="module" src="/__mock/assets/qa-console-abc123.js"></script>');
  writeFileSync(join(dir, 'assets/qa-console-abc123.js'), 'console.log("qa")');
  return dir;
}

describe('the QA console at /__mock/', () => {
  it('serves the page fresh each visit and its hashed assets for good; /__mock goes there', async () => {
    const app = await testApp({ consoleDir: builtConsole() });
    const bare = await app.inject({ method: 'GET', url: '/__mock' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/__mock/');
    const page = await app.inject({ method: 'GET', url: '/__mock/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('QAコンソール');
    const asset = await app.inject({ method: 'GET', url: '/__mock/assets/qa-console-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the control API as it was: its calls answer JSON, an unknown one a JSON 404', async () => {
    const app = await testApp({ consoleDir: builtConsole() });
    expect((await app.inject({ method: 'GET', url: '/__mock/health' })).json()).toEqual({ ok: true });
    const unknown = await app.inject({ method: 'GET', url: '/__mock/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/no control API/);
  });

  it('without a build, says how to make one instead of serving the site', async () => {
    const app = await testApp({ consoleDir: join(tmpdir(), 'no-console-build-here') });
    const page = await app.inject({ method: 'GET', url: '/__mock/' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('npm run build');
  });
});
