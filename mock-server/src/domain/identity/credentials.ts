/**
 * The server's own check of what a player chose (SPEC §5, PRODUCT.md "username rules"): the site
 * checks the same rules (one rule set: openapi/rules.yaml, common/validation.ts), but a server
 * never trusts that it did.
 */
import { checkPassword, checkRegistrableLoginName } from '#common/validation.ts';

/** 6-32 characters from letters, digits and the SPEC's symbols (the register rule). */
export function isAcceptablePassword(password: string): boolean {
  return checkPassword(password, 'register') === null;
}

/** Registration and first-time set-up: the prefixed, lower-cased name the site sends. */
export function isRegistrableLoginName(loginName: string, prefix: string): boolean {
  return checkRegistrableLoginName(loginName, prefix) === null;
}

/** The name as the site shows it and the player types it: without the prefix. */
export function displayLoginName(loginName: string, prefix: string): string {
  return prefix && loginName.startsWith(prefix) ? loginName.slice(prefix.length) : loginName;
}
