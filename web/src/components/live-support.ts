import { openDialog } from '../lib/dialogs/dialog-flags';
import { href } from '../lib/paths';

declare module '../lib/dialogs/dialog-flags' {
  interface DialogFlags {
    /** The live-support chat widget (./chat-widget), over every page. */
    'chat-widget': true;
  }
}

/** Opens the live-support chat (PRODUCT.md: from the contact button, /contact and live-support links). */
export const openChat = (): void => openDialog('chat-widget');

/**
 * Where every way to live support leads (SPEC §2, PRODUCT.md): /contact with the chat open. The
 * contact button and the forgot-password live-support links call it; the chat itself loads lazily.
 */
export function openLiveSupport(navigate: (to: string) => void): void {
  navigate(href('/contact'));
  openChat();
}
