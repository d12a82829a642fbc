/**
 * Who is offered the account transfer (SPEC §4 "Account transfer"), and what the player said
 * about it on this device. Pure reads of the user and of storage, so the layout can decide
 * cheaply whether the dialog needs loading at all.
 */
import { getStored, setStored, storageKeys } from '#web/lib/storage/storage.ts';
import type { UserInfo } from '#web/api/player.ts';

/** A player moved over from the legacy site (whether or not the transfer is done). */
const isLegacyPlayer = (user: UserInfo | null): boolean => user?.userSource === 'QC_TRANSFER';

/** SPEC §4: transferStatus false and userSource QC_TRANSFER. */
export const isTransferEligible = (user: UserInfo | null): user is UserInfo => isLegacyPlayer(user) && user?.transferStatus === false;

/** The password step applies while the transferred account has no password of its own. */
export const needsTransferPassword = (user: UserInfo | null): boolean => isTransferEligible(user) && !user.transferPasswordSet;

/** "Later" on the password step asks again the next day, not at every page load. */
const PASSWORD_LATER_MINUTES = 24 * 60;
/** "For good": as long as storage lasts. */
const FOR_GOOD_MINUTES = 10 * 365 * 24 * 60;

const isTrue = (value: unknown): value is true => value === true;
const keyFor = (key: string, loginName: string) => `${key}:${loginName.toLowerCase()}`;

export const transferPrompts = {
  passwordPutOff: (loginName: string): boolean => getStored(keyFor(storageKeys.transferPasswordLater, loginName), isTrue) === true,
  putOffPassword: (loginName: string): void => setStored(keyFor(storageKeys.transferPasswordLater, loginName), true, PASSWORD_LATER_MINUTES),
  recordHidden: (loginName: string): boolean => getStored(keyFor(storageKeys.transferRecordHidden, loginName), isTrue) === true,
  hideRecord: (loginName: string): void => setStored(keyFor(storageKeys.transferRecordHidden, loginName), true, FOR_GOOD_MINUTES),
};
