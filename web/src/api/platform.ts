/**
 * What every auth call needs from the platform: the common config (merchant code, login-name
 * prefix), the public key passwords are encrypted with, and this device's id. Both server facts
 * live in the query cache only: components read them with `useCommonConfig()`, other code with
 * `ensureCommonConfig()` / `ensurePublicKey()`.
 */
import { useQuery } from '@tanstack/react-query';
import { getCommonConfig, getPublicKey, type CommonConfig } from '#generated/phoenix/platform.ts';
import { encryptPassword as encryptWithKey } from '../lib/crypto/password-cipher';
import { queryClient } from '../lib/query/query-client';
import { appOperatingSystem } from '../lib/bridge/bridge';
import { getStored, setStored, storageKeys } from '../lib/storage/storage';
import { useUserStore } from '../stores/user';
import { apiQuery } from './api-query';

/** The server's common config (SPEC §3); public, loaded once and kept for the visit. */
export const commonConfigQueryOptions = () =>
  apiQuery({ getCommonConfig }, undefined, { silent: true, staleTime: Infinity, gcTime: Infinity });

/**
 * The key passwords are encrypted with. The common config carries the same key (`webkey`), so a
 * visit that has the config does not ask for it again; after -120 `refreshPublicKey` asks.
 */
export const publicKeyQueryOptions = () =>
  apiQuery({ getPublicKey }, undefined, { silent: true, initialData: () => queryClient.getQueryData(commonConfigQueryOptions().queryKey)?.webkey || undefined, staleTime: Infinity, gcTime: Infinity });

export function useCommonConfig() {
  return useQuery(commonConfigQueryOptions());
}

/** The login-name prefix of the config ('' until it has loaded). */
export function useLoginNamePrefix(): string {
  return useQuery({ ...commonConfigQueryOptions(), select: (config) => config.loginNamePrefix }).data ?? '';
}

/** The config from the cache, or a fetch of it (a form opened before the shell got it). */
export function ensureCommonConfig(): Promise<CommonConfig> {
  return queryClient.ensureQueryData(commonConfigQueryOptions());
}

function ensurePublicKey(): Promise<string> {
  return queryClient.ensureQueryData(publicKeyQueryOptions());
}

/** After -120 the cached key is retired: ask the server for the current one. */
export async function refreshPublicKey(): Promise<string> {
  return queryClient.fetchQuery({ ...publicKeyQueryOptions(), staleTime: 0 });
}

/**
 * RSA-OAEP ciphertext of a password with the server's current key: passwords never travel in
 * plain text (PRODUCT.md). A stale key makes the server answer -120; the error policy then
 * fetches the new key and reloads.
 */
export async function encryptPassword(password: string): Promise<string> {
  return encryptWithKey(await ensurePublicKey(), password);
}

const DEVICE_ID_EXPIRY_MINUTES = 5 * 365 * 24 * 60;
const isDeviceId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value);

/**
 * What every login sends about the device: its id (the session the login starts belongs to it)
 * and, in the native app, which app (SPEC §6 stored request_os).
 */
export function loginDevice(): { deviceId: string; requestOs?: 'android' | 'ios' } {
  const os = appOperatingSystem();
  return { deviceId: deviceId(), ...(os && { requestOs: os }) };
}

/** A random id for this browser; a device that passed the login safety check is not asked again. */
export function deviceId(): string {
  const known = useUserStore.getState().deviceId ?? getStored(storageKeys.deviceId, isDeviceId);
  const id = known ?? crypto.randomUUID();
  if (!known) setStored(storageKeys.deviceId, id, DEVICE_ID_EXPIRY_MINUTES);
  if (useUserStore.getState().deviceId !== id) useUserStore.getState().setDeviceId(id);
  return id;
}
