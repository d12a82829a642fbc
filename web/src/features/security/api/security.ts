/**
 * Security settings (openapi/phoenix/security.yaml): the second factor, recovery codes and the
 * devices signed in. Each change answers the settings (or the devices) as they are now, which go
 * straight into their cache entry.
 */

import {
  confirmAuthenticator,
  disableAuthenticator,
  getSecuritySettings,
  getSignedInDevices,
  renewRecoveryCodes,
  sendSecurityCode,
  setContactFactor,
  signOutDevice,
  signOutOtherDevices,
  startAuthenticatorSetup,
  type SecuritySettings,
  type SignedInDevice,
} from '#generated/phoenix/security.ts';
import { dataOf } from '#web/api/data-of.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { SecuritySettings, SignedInDevice };
export type ContactChannel = 'EMAIL' | 'PHONE';

export const securitySettingsQueryOptions = () =>
  playerQuery(apiQuery({ getSecuritySettings }, undefined, { silent: true, staleTime: 30_000 }));

export const signedInDevicesQueryOptions = () =>
  // Another device may sign in or out at any time: a fresh look each time the page shows.
  playerQuery(apiQuery({ getSignedInDevices }, undefined, { silent: true, staleTime: 0 }));

const keepSettings = (settings: SecuritySettings) => queryClient.setQueryData(securitySettingsQueryOptions().queryKey, settings);
const keepDevices = (devices: SignedInDevice[]) => queryClient.setQueryData(signedInDevicesQueryOptions().queryKey, devices);
const refreshSettings = () => queryClient.invalidateQueries({ queryKey: securitySettingsQueryOptions().queryKey });

/** A new secret to scan, waiting 10 minutes for its first code. */
export const startAuthenticator = async () => dataOf(await startAuthenticatorSetup(undefined, { silent: true }));

/** The app's first code turns the authenticator on; answers the recovery codes (shown once). */
export async function confirmAuthenticatorCode(code: string): Promise<string[]> {
  const { recoveryCodes } = dataOf(await confirmAuthenticator({ code }, { silent: true }));
  await refreshSettings();
  return recoveryCodes;
}

export async function turnAuthenticatorOff(code: string): Promise<void> {
  keepSettings(dataOf(await disableAuthenticator({ code }, { silent: true })));
}

export async function newRecoveryCodes(code: string): Promise<string[]> {
  const { recoveryCodes } = dataOf(await renewRecoveryCodes({ code }, { silent: true }));
  await refreshSettings();
  return recoveryCodes;
}

/** A code to the account's own e-mail or phone; answers where it went and when another may go. */
export const sendCode = async (channel: ContactChannel) => dataOf(await sendSecurityCode({ channel }, { silent: true }));

export async function switchContactFactor(channel: ContactChannel, enabled: boolean, code: string): Promise<void> {
  keepSettings(dataOf(await setContactFactor({ channel, enabled, code }, { silent: true })));
}

export async function signOutOther(sessionId: string): Promise<void> {
  keepDevices(dataOf(await signOutDevice({ sessionId }, { silent: true })));
}

export async function signOutAllOthers(): Promise<void> {
  keepDevices(dataOf(await signOutOtherDevices(undefined, { silent: true })));
}
