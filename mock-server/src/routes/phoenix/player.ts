// The logged-in player: who they are, their wallets, set-up, password, deletion, fingerprint.
import { checkAccountPassword, findAccountByLoginName, setAccountPassword } from '../../domain/identity/accounts.ts';
import { FINGERPRINT_SCRIPT_URL, fingerprintKey, saveFingerprint } from '../../domain/identity/fingerprints.ts';
import { issueRefreshToken, sessionOfToken } from '../../domain/identity/tokens.ts';
import { walletsInOrder } from '../../domain/wallet/wallets.ts';
import { deleteAccount } from '../../use-cases/delete-account.ts';
import { codes } from '../../contract.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount, decryptOrThrow, maskedContacts, newPasswordOrThrow } from '../players.ts';
import { selfControlOf } from './responsible-gaming.ts';
import { jumpFor } from '../../use-cases/jump-dialog.ts';
import { jumpView } from './jump.ts';

export const playerHandlers = defineHandlers({
  // SPEC §3 "User"; contact details masked, as everywhere the API shows them back.
  getUserInfo: (ctx) => {
    const account = currentAccount(ctx);
    return {
      loginName: account.loginName,
      id: account.id,
      userNamePwdStatus: account.userNamePwdStatus,
      transferStatus: account.transferStatus,
      transferPasswordSet: account.transferPasswordSet,
      userSource: account.userSource,
      wallets: walletsInOrder(ctx.state, account.id),
      ...maskedContacts(account),
      phonePrefix: account.phone?.prefix ?? null,
      locale: account.locale,
      timeZone: account.timeZone,
      registeredAt: new Date(account.registeredAt).toISOString(),
      selfControl: selfControlOf(ctx.state, account.id),
      guest: account.guest !== undefined,
      demoBalance: account.guest?.demoBalance ?? null,
      jump: jumpView(jumpFor(ctx.state, account, ctx.now)),
    };
  },

  getBalance: (ctx) => walletsInOrder(ctx.state, currentAccount(ctx).id),

  /**
   * The silent set-up of a phone or third-party account: modifyType 5 takes the new name and the
   * password, 6 the password only. The password is the site's default, so the next login offers
   * to change it. Answers a refresh token: the site logs in again with it under the new name.
   */
  completeFirstSetup: (ctx) => {
    const { body, state, now, refuse } = ctx;
    const account = currentAccount(ctx);
    if (account.userNamePwdStatus !== 0) throw refuse(codes.alreadySetUp);
    const password = newPasswordOrThrow(refuse, state, body.newPassword);
    if (body.modifyType === 5) {
      const loginName = body.modifyLoginName.trim().toLowerCase();
      const holder = findAccountByLoginName(state, loginName);
      if (holder && holder.id !== account.id) throw refuse(codes.nameTaken);
      account.loginName = loginName;
    }
    setAccountPassword(account, password, now, { bySystem: true });
    account.userNamePwdStatus = 1;
    return { loginName: account.loginName, refresh_token: issueRefreshToken(state, account.id, now, sessionOfToken(state, ctx.token)?.id) };
  },

  // The password confirms it; then every session ends and the account is gone.
  deleteAccount: (ctx) => {
    const account = currentAccount(ctx);
    if (!checkAccountPassword(account, decryptOrThrow(ctx.refuse, ctx.state, ctx.body.password))) throw ctx.refuse(codes.wrongPassword);
    deleteAccount(ctx.state, account.id);
    return null;
  },

  changePassword: (ctx) => {
    const account = currentAccount(ctx);
    if (!checkAccountPassword(account, decryptOrThrow(ctx.refuse, ctx.state, ctx.body.oldPassword))) throw ctx.refuse(codes.wrongPassword);
    setAccountPassword(account, newPasswordOrThrow(ctx.refuse, ctx.state, ctx.body.newPassword), ctx.now);
    return null;
  },

  // Keyed by the token's player, not the body's playerId: a player only ever touches their own.
  getFingerprintKey: (ctx) => ({ key: fingerprintKey(currentAccount(ctx).id), scriptUrl: FINGERPRINT_SCRIPT_URL }),

  saveFingerprint: (ctx) => {
    saveFingerprint(ctx.state, currentAccount(ctx).id, ctx.body.fingerprint, ctx.now);
    return null;
  },
});
