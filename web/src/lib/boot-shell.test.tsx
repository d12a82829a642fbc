import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SHELL_ID, useRemoveBootShell } from './boot-shell';

function FirstScreen() {
  useRemoveBootShell();
  return <p>first screen</p>;
}

afterEach(() => document.getElementById(BOOT_SHELL_ID)?.remove());

describe('useRemoveBootShell', () => {
  it("removes index.html's static shell when the first real screen commits", () => {
    const shell = document.createElement('div');
    shell.id = BOOT_SHELL_ID;
    document.body.append(shell);
    expect(document.getElementById(BOOT_SHELL_ID)).not.toBeNull();
    const view = render(<FirstScreen />);
    expect(view.getByText('first screen')).toBeTruthy();
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
  });

  it('does nothing where there is no shell (tests, a second screen)', () => {
    expect(() => render(<FirstScreen />)).not.toThrow();
  });
});

describe('firstFrameBanner', () => {
  /** A fresh boot-shell module over a shell whose banner frame holds `picture`, then the shell removed as the app's first screen does. */
  async function bannerAfterShellOf(picture: string) {
    vi.resetModules();
    const { firstFrameBanner, removeBootShell } = await import('./boot-shell');
    const shell = document.createElement('div');
    shell.id = BOOT_SHELL_ID;
    shell.innerHTML = `<div class="boot-shell-banner">${picture}</div>`;
    document.body.append(shell);
    removeBootShell();
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
    return firstFrameBanner();
  }

  it("keeps the server's first banner after the shell is gone", async () => {
    expect(await bannerAfterShellOf('<img src="/media/1/banner/welcome.ja-JP.svg" />')).toBe('/media/1/banner/welcome.ja-JP.svg');
  });

  it("is not /promo's first promotion picture: home, reached from there, does not show it as its banner", async () => {
    expect(await bannerAfterShellOf('<img class="boot-shell-promotion" src="/media/1/banner/promo-first-deposit.svg" />')).toBeUndefined();
  });
});
