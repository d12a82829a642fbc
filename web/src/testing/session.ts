/**
 * A logged-in player for unit tests, the way the session leaves one: tokens in the user store, the
 * player and the wallets in the query cache (web/src/api/player). `endTestSession` is the logout.
 */
import type { UserInfo } from '#generated/phoenix/player.ts';
import { balanceQueryOptions, playerQueryOptions } from '../api/player';
import { endSession } from '../api/session';
import { queryClient } from '../lib/query/query-client';
import { useUserStore } from '../stores/user';

export function testPlayer(fields: Partial<UserInfo> = {}): UserInfo {
  return {
    loginName: 'qcplayer01',
    id: 'p-1',
    userNamePwdStatus: 1,
    transferStatus: false,
    transferPasswordSet: true,
    userSource: 'QC',
    wallets: [],
    email: null,
    mobilePhone: null,
    phonePrefix: null,
    locale: 'en-US',
    timeZone: 'Asia/Tokyo',
    registeredAt: '2026-01-01T00:00:00.000Z',
    selfControl: {} as UserInfo['selfControl'],
    guest: false,
    demoBalance: null,
    // Shown three times today: no jump dialog in tests unless one asks for it.
    jump: { times: 3, flag: false, nextAt: null },
    ...fields,
  };
}

export function startTestSession(player: UserInfo): void {
  useUserStore.getState().setToken({ access_token: 'at', refresh_token: 'rt', loginName: player.loginName, playerId: player.id });
  queryClient.setQueryData(playerQueryOptions().queryKey, player);
  queryClient.setQueryData(balanceQueryOptions().queryKey, player.wallets);
}

export function endTestSession(): void {
  endSession();
}
