/**
 * The static first frame in web/index.html (`#boot-shell`: the header bar and the page's skeleton),
 * painted before any script runs. The app removes it in the same commit that draws its own first
 * real screen (the site layout, or a recovery screen), so nothing blinks in between; its nodes go
 * away rather than move, which counts as no layout shift.
 */
import { useLayoutEffect } from 'react';

export const BOOT_SHELL_ID = 'boot-shell';

let firstBanner: string | undefined;

/** The picture the server put in the shell's banner frame (home's first banner), if any. */
export function firstFrameBanner(doc: Document = document): string | undefined {
  firstBanner ??= doc.querySelector(`#${BOOT_SHELL_ID} .boot-shell-banner > img`)?.getAttribute('src') ?? undefined;
  return firstBanner;
}

export function removeBootShell(doc: Document = document): void {
  // Read before the shell goes: home shows the same picture until its carousel is ready.
  firstFrameBanner(doc);
  doc.getElementById(BOOT_SHELL_ID)?.remove();
}

/** Call from a component that draws the app's first real screen. */
export function useRemoveBootShell(): void {
  useLayoutEffect(() => removeBootShell(), []);
}
