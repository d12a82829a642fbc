/**
 * The server's own check of what a player chose (SPEC §5, PRODUCT.md "username rules"): the site
 * checks the same rules, but a server never trusts that it did.
 */

/** 6-32 characters from letters, digits and the SPEC's symbols (including the full-width 、 and ￥). */
const PASSWORD_RULE = /^[A-Za-z0-9!@#$%^&、￥*()\-_+=?/.><,\\]{6,32}$/u;

export function isAcceptablePassword(password: string): boolean {
  return PASSWORD_RULE.test(password);
}

/** The part after the prefix: 6-12 letters and digits with at least one letter. */
const NAME_RULE = /^(?=[a-z0-9]*[a-z])[a-z0-9]{6,12}$/;

/** Registration and first-time set-up: the prefixed, lower-cased name the site sends. */
export function isRegistrableLoginName(loginName: string, prefix: string): boolean {
  return loginName.startsWith(prefix) && NAME_RULE.test(loginName.slice(prefix.length));
}

/** The name as the site shows it and the player types it: without the prefix. */
export function displayLoginName(loginName: string, prefix: string): string {
  return prefix && loginName.startsWith(prefix) ? loginName.slice(prefix.length) : loginName;
}
