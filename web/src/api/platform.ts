/**
 * What every auth call needs from the platform: the common config (merchant code, login-name
 * prefix), the public key passwords are encrypted with, and this device's id.
 */
import type { CommonConfig } from '../../../generated/phoenix/phoenix';
import { getCommonConfig, getPublicKey } from '../../../generated/phoenix/phoenix';
import { encryptPassword as encryptWithKey } from '../lib/crypto/password-cipher';
import { getStored, setStored, storageKeys } from '../lib/storage/storage';
import { useAppSettings } from '../stores/app-settings';
import { useUserStore } from '../stores/user';

/** The config the shell already loaded, or a fetch of it (a form opened before the shell got it). */
export async function ensureCommonConfig(): Promise<CommonConfig> {
  const known = useAppSettings.getState().commonConfig;
  if (known) return known;
  const { data } = await getCommonConfig(undefined, { silent: true });
  useAppSettings.getState().setCommonConfig(data);
  return data;
}

/**
 * RSA-OAEP ciphertext of a password with the server's current key: passwords never travel in
 * plain text (PRODUCT.md). A stale key makes the server answer -120; the error policy then
 * fetches the new key and reloads.
 */
export async function encryptPassword(password: string): Promise<string> {
  let key = useAppSettings.getState().publicKey;
  if (!key) {
    const { data } = await getPublicKey(undefined, { silent: true });
    useAppSettings.getState().setPublicKey(data);
    key = data;
  }
  return encryptWithKey(key, password);
}

const DEVICE_ID_EXPIRY_MINUTES = 5 * 365 * 24 * 60;
const isDeviceId = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value);

/** A random id for this browser; a device that passed the login safety check is not asked again. */
export function deviceId(): string {
  const known = useUserStore.getState().deviceId ?? getStored(storageKeys.deviceId, isDeviceId);
  const id = known ?? crypto.randomUUID();
  if (!known) setStored(storageKeys.deviceId, id, DEVICE_ID_EXPIRY_MINUTES);
  if (useUserStore.getState().deviceId !== id) useUserStore.getState().setDeviceId(id);
  return id;
}
