// Where a Chromium for e2e can be found. Shared by scripts/ensure-browser.ts (which installs one
// when none is found) and e2e/playwright.config.ts (which launches it).
import { accessSync, constants } from 'node:fs';
import { chromium } from '@playwright/test';

export type ChromiumSource = 'CHROMIUM_PATH' | 'headless-shell' | 'system' | 'playwright';

export interface FoundChromium {
  path: string;
  source: ChromiumSource;
}

export const systemChromium = '/usr/bin/chromium';
/**
 * Debian's build of the old headless shell (package chromium-headless-shell): the browser without
 * its UI layer, which Playwright itself runs for headless tests. The e2e suite ran 20% faster on
 * it than on the full browser here (login and lobbies, both projects: 148 s against 186 s).
 */
export const systemHeadlessShell = '/usr/bin/chromium-headless-shell';

/** Flags every e2e launch uses: no sandbox (root in containers), and no background traffic to a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The first Chromium found: env CHROMIUM_PATH, then (for `headlessShell`, a headless run) the
 * system's headless shell, then the system's full browser, then Playwright's own download.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env, options: { headlessShell?: boolean } = {}): FoundChromium | undefined {
  const candidates: Array<[string | undefined, ChromiumSource]> = [
    [env.CHROMIUM_PATH, 'CHROMIUM_PATH'],
    ...(options.headlessShell ? [[systemHeadlessShell, 'headless-shell'] as [string, ChromiumSource]] : []),
    [systemChromium, 'system'],
    [playwrightChromium(), 'playwright'],
  ];
  for (const [path, source] of candidates) {
    if (path && isExecutable(path)) return { path, source };
  }
  return undefined;
}
