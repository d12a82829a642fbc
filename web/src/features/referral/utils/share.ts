import { appBridge, isInApp } from '#web/lib/bridge/bridge.ts';

export type ShareOutcome = 'app' | 'shared' | 'copied' | 'cancelled' | 'failed';

interface Sharing {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares a link the best way the player's shell has: the app's own share sheet in the app, the
 * browser's (Web Share) where it has one, else the link copied. A share the player dismisses is
 * `cancelled`, not a failure.
 */
export async function shareLink(content: { url: string; title: string; text: string }, sharing: Sharing = navigator): Promise<ShareOutcome> {
  if (isInApp() && appBridge.share(content)) return 'app';
  if (sharing.share) {
    try {
      await sharing.share(content);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (not allowed here, nothing to share to): copying still works.
    }
  }
  return copyLink(content.url, sharing);
}

export async function copyLink(url: string, sharing: Sharing = navigator): Promise<ShareOutcome> {
  if (!sharing.clipboard) return 'failed';
  try {
    await sharing.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
