/**
 * What a login's User-Agent says of the device, in words that need no translation: the browser
 * and the system ("Chrome (Android)", "Safari (iPhone)"), read by bowser. The signed-in devices
 * (device-label.ts) and the login records (login-history.ts) both name a device this way, so the
 * same phone reads the same in both lists.
 */
import Bowser from 'bowser';

/** Bowser's system names, as a player knows them; an iOS device by what it is. */
const SYSTEM_NAMES: Readonly<Record<string, string>> = { 'Chrome OS': 'ChromeOS', 'Microsoft Edge': 'Edge' };

export interface AgentParts {
  browser?: string;
  system?: string;
}

export function agentParts(userAgent: string): AgentParts {
  const { browser, os, platform } = Bowser.parse(userAgent);
  const iosDevice = os.name === 'iOS' && (platform.model === 'iPhone' || platform.model === 'iPad') ? platform.model : undefined;
  const system = iosDevice ?? (os.name ? (SYSTEM_NAMES[os.name] ?? os.name) : undefined);
  const browserName = browser.name ? (SYSTEM_NAMES[browser.name] ?? browser.name) : undefined;
  return { ...(browserName && { browser: browserName }), ...(system && { system }) };
}

/** "Chrome (Android)", just one of the two, or null when the User-Agent says neither. */
export function describeAgent(userAgent: string | undefined): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  const { browser, system } = agentParts(agent);
  if (browser && system) return `${browser} (${system})`;
  return browser ?? system ?? null;
}
