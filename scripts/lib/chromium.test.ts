import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium } from './chromium.ts';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first when it is an executable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chromium-'));
    const fake = join(dir, 'chromium');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(findChromium({ CHROMIUM_PATH: fake })).toEqual({ path: fake, source: 'CHROMIUM_PATH' });
  });

  it('skips a CHROMIUM_PATH that is not there', () => {
    const found = findChromium({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(found?.source).not.toBe('CHROMIUM_PATH');
  });

  it('prefers the headless shell for a headless run only, and the full browser before Playwright\'s download', () => {
    const headless = findChromium({}, { headlessShell: true });
    const full = findChromium({});
    expect(full?.source).not.toBe('headless-shell');
    if (headless?.source === 'headless-shell') expect(headless.path).toBe('/usr/bin/chromium-headless-shell');
    else expect(headless).toEqual(full);
  });
});
