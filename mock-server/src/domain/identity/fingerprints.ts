import { createHash } from 'node:crypto';

/**
 * Device fingerprints (SPEC §7 "Fingerprint flow"): the site asks for a key, loads the agent
 * script, and saves the visitor id it computes. The mock keeps the last ones each player saved,
 * as the real service records them; nothing decides on them.
 */
export const FINGERPRINT_SCRIPT_URL = '/__mock/fingerprint/agent.js';
const KEEP_PER_PLAYER = 20;

interface FingerprintRecord {
  visitorId: string;
  savedAt: number;
}

/** The fingerprint service's public key: per player and stable, like an API key scoped to a site. */
export function fingerprintKey(playerId: string): string {
  return `fpk_${createHash('sha256').update(`qc-fingerprint:${playerId}`).digest('hex').slice(0, 24)}`;
}

export interface FingerprintsSlice {
  /** Device fingerprints saved, by player id. */
  fingerprints: Record<string, FingerprintRecord[]>;
}

export function saveFingerprint(state: FingerprintsSlice, playerId: string, visitorId: string, now: number): void {
  const list = (state.fingerprints[playerId] ??= []);
  list.push({ visitorId, savedAt: now });
  if (list.length > KEEP_PER_PLAYER) list.shift();
}

/** Account deletion: what the player's devices said goes with the account. */
export function forgetFingerprints(state: FingerprintsSlice, accountId: string): void {
  delete state.fingerprints[accountId];
}

/**
 * The agent the site loads from scriptUrl: `window.QcFingerprint.load({ apiKey })` resolves to an
 * agent whose `get()` gives `{ visitorId }`, the shape of common fingerprint SDKs. The id is a
 * SHA-256 of stable navigator and screen properties, so the same browser gets the same id.
 */
export const FINGERPRINT_AGENT_JS = `/* QC mock fingerprint agent: a stand-in for the real fingerprint service. */
(function () {
  'use strict';
  function traits() {
    var n = window.navigator || {};
    var s = window.screen || {};
    var zone = '';
    try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ''; } catch (e) { zone = ''; }
    return [
      n.userAgent, n.language, (n.languages || []).join(','), n.platform,
      n.hardwareConcurrency, n.deviceMemory, n.maxTouchPoints,
      s.width, s.height, s.colorDepth, window.devicePixelRatio, zone
    ].map(function (v) { return v === undefined || v === null ? '' : String(v); }).join('|');
  }
  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }
  // FNV-1a: only where crypto.subtle is missing (plain http on a LAN address is not a secure context).
  function fnv(text) {
    var h = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) { h ^= text.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
    return ('0000000' + h.toString(16)).slice(-8);
  }
  function visitorId() {
    var text = traits();
    var subtle = window.crypto && window.crypto.subtle;
    if (!subtle) return Promise.resolve('vf-' + fnv(text) + fnv(text + '#'));
    return subtle.digest('SHA-256', new TextEncoder().encode(text)).then(function (d) { return 'vf-' + hex(d).slice(0, 32); });
  }
  window.QcFingerprint = {
    load: function (options) {
      if (!options || typeof options.apiKey !== 'string' || options.apiKey === '') {
        return Promise.reject(new Error('QcFingerprint.load needs { apiKey }'));
      }
      return Promise.resolve({
        get: function () { return visitorId().then(function (id) { return { visitorId: id }; }); }
      });
    }
  };
})();
`;
