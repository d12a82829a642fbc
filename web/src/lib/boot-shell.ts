/**
 * The static first frame in web/index.html (`#boot-shell`: the header bar and the page's skeleton),
 * painted before any script runs. The app removes it in the same commit that draws its own first
 * real screen (the site layout, or a recovery screen), so nothing blinks in between; its nodes go
 * away rather than move, which counts as no layout shift.
 */
import { useLayoutEffect } from 'react';
import { PROMOTION_PICTURE } from './first-frame-fill';

export const BOOT_SHELL_ID = 'boot-shell';

let firstBanner: string | undefined;

/** The picture the server (or the entry) put in the shell's banner frame as home's first banner, if any. */
export function firstFrameBanner(doc: Document = document): string | undefined {
  // On /promo the frame holds the first promotion's picture: not home's banner.
  firstBanner ??= doc.querySelector(`#${BOOT_SHELL_ID} .boot-shell-banner > img:not(.${PROMOTION_PICTURE})`)?.getAttribute('src') ?? undefined;
  return firstBanner;
}

/**
 * The width of the shell's tile grid while the shell is on screen, else 0. The shell lays its grid
 * out as a lobby's (the page less its padding), and until the app's first commit nothing on the
 * page has changed since it was laid out: reading it then costs no layout, where measuring the
 * app's own grid inside that commit forced a layout of the whole new page (game-grid.tsx).
 */
export function firstFrameGridWidth(doc: Document = document): number {
  return doc.querySelector<HTMLElement>(`#${BOOT_SHELL_ID} .boot-shell-tiles`)?.clientWidth ?? 0;
}

export function removeBootShell(doc: Document = document): void {
  // Read before the shell goes: home shows the same picture until the banners arrive.
  firstFrameBanner(doc);
  doc.getElementById(BOOT_SHELL_ID)?.remove();
}

/** Call from a component that draws the app's first real screen. */
export function useRemoveBootShell(): void {
  useLayoutEffect(() => removeBootShell(), []);
}
