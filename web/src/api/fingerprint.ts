/**
 * SPEC §7 fingerprint flow: ask for the key, load the fingerprint script, save the visitor id
 * for the player. The visitor id is kept until midnight, so later logins that day only save.
 * Failures are logged, never shown: a login does not depend on it.
 */
import type { UserInfo } from '#generated/phoenix/player.ts';
import { getFingerprintKey, saveFingerprint } from '#generated/phoenix/access.ts';
import { getStored, setStored, storageKeys } from '../lib/storage/storage';

interface FingerprintAgent {
  load: (options: { apiKey: string }) => Promise<{ get: () => Promise<{ visitorId: string }> }>;
}

declare global {
  interface Window {
    QcFingerprint?: FingerprintAgent;
  }
}

const SCRIPT_TIMEOUT_MS = 10_000;
const isVisitorId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;

function nextMidnight(): Date {
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  return midnight;
}

function loadScript(src: string): Promise<FingerprintAgent> {
  if (window.QcFingerprint) return Promise.resolve(window.QcFingerprint);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => reject(new Error('fingerprint script timed out')), SCRIPT_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.QcFingerprint) resolve(window.QcFingerprint);
      else reject(new Error('fingerprint script defined no agent'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`fingerprint script failed: ${src}`));
    };
    document.head.append(script);
  });
}

async function visitorId(user: UserInfo): Promise<string> {
  const cached = getStored(storageKeys.visitorId, isVisitorId);
  if (cached) return cached;
  const { data } = await getFingerprintKey({ playerId: user.id, loginName: user.loginName }, { silent: true });
  const agent = await loadScript(data.scriptUrl);
  const { visitorId: id } = await (await agent.load({ apiKey: data.key })).get();
  setStored(storageKeys.visitorId, id, nextMidnight());
  return id;
}

export async function recordFingerprint(user: UserInfo): Promise<void> {
  try {
    const fingerprint = await visitorId(user);
    await saveFingerprint({ fingerprint, playerId: user.id, loginName: user.loginName }, { silent: true });
  } catch (error) {
    console.warn('[fingerprint] not recorded', error);
  }
}
