import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommonConfig } from '#generated/phoenix/platform.ts';
import { queryClient } from '../lib/query/query-client';
import { useUserStore } from '../stores/user';
import { testPlayer } from '../testing/session';
import { applyWalletUpdate, balanceQueryOptions, currentPlayer, isLoggedIn, loadPlayer, playerQueryOptions, refreshPlayer } from './player';
import { apiKey } from './api-query';
import { commonConfigQueryOptions } from './platform';
import { endSession } from './session';

const main = { walletType: 'COMMON', currency: 'JPY', amount: 125_000 } as const;
const promotion = { walletType: 'PROMOTION', currency: 'JPY', amount: 500 } as const;

/** The server: every call answers the envelope of `data[path]`, and is counted. */
function serve(data: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://site.invalid').pathname;
    calls.push(path);
    return Response.json({ code: 200, success: true, msg: 'success', data: data[path] ?? null });
  });
  return calls;
}

const token = () => useUserStore.getState().setToken({ access_token: 'at', refresh_token: 'rt', loginName: 'qcplayer01', playerId: 'p-1' });

beforeEach(() => {
  endSession();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('player query options', () => {
  it('key the cache by their operations and belong to the player', () => {
    expect(playerQueryOptions().queryKey).toEqual(['getUserInfo']);
    expect(balanceQueryOptions().queryKey).toEqual(['getBalance']);
    expect(playerQueryOptions().meta).toEqual({ player: true });
    expect(balanceQueryOptions().meta).toEqual({ player: true });
    expect(commonConfigQueryOptions().meta).toBeUndefined();
  });

  it('loadPlayer caches the player and seeds the balance from the same answer', async () => {
    const calls = serve({ '/api/phoenix/user/info': testPlayer({ wallets: [main, promotion] }) });
    token();
    await loadPlayer();
    expect(queryClient.getQueryData(playerQueryOptions().queryKey)?.loginName).toBe('qcplayer01');
    expect(queryClient.getQueryData(balanceQueryOptions().queryKey)).toEqual([main, promotion]);
    expect(calls).toEqual(['/api/phoenix/user/info']);
  });

  it('refreshPlayer asks the server again (a mutation changed the player)', async () => {
    const calls = serve({ '/api/phoenix/user/info': testPlayer({ transferPasswordSet: true }) });
    token();
    queryClient.setQueryData(playerQueryOptions().queryKey, testPlayer({ transferPasswordSet: false }));
    await refreshPlayer();
    expect(calls).toEqual(['/api/phoenix/user/info']);
    expect(currentPlayer()?.transferPasswordSet).toBe(true);
  });
});

describe('isLoggedIn', () => {
  it('needs a session and a player who finished the first-time set-up (SPEC §4)', () => {
    expect(isLoggedIn()).toBe(false);
    queryClient.setQueryData(playerQueryOptions().queryKey, testPlayer());
    expect(isLoggedIn()).toBe(false); // no tokens: a leftover entry is nobody's login
    token();
    expect(isLoggedIn()).toBe(true);
    queryClient.setQueryData(playerQueryOptions().queryKey, testPlayer({ userNamePwdStatus: 0 }));
    expect(isLoggedIn()).toBe(false);
  });
});

describe('ending the session', () => {
  it('removes every query of the player, seeded ones included, and keeps the public ones', () => {
    token();
    queryClient.setQueryData(playerQueryOptions().queryKey, testPlayer());
    queryClient.setQueryData(balanceQueryOptions().queryKey, [main]);
    queryClient.setQueryData(commonConfigQueryOptions().queryKey, { loginNamePrefix: 'qc' } as CommonConfig);
    queryClient.setQueryData(apiKey('getTemplatePage', { moduleCodes: ['HOME_BANNER'], locale: 'ja-JP' }), []);

    endSession();

    expect(useUserStore.getState().webToken).toBeNull();
    expect(queryClient.getQueryData(playerQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(balanceQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(commonConfigQueryOptions().queryKey)).toEqual({ loginNamePrefix: 'qc' });
    expect(queryClient.getQueryData(apiKey('getTemplatePage', { moduleCodes: ['HOME_BANNER'], locale: 'ja-JP' }))).toEqual([]);
  });
});

describe('applyWalletUpdate', () => {
  it('replaces the pushed wallet, adds a new currency, and writes nothing without a session', () => {
    applyWalletUpdate({ ...main, amount: 1 });
    expect(queryClient.getQueryData(balanceQueryOptions().queryKey)).toBeUndefined();

    queryClient.setQueryData(balanceQueryOptions().queryKey, [main, promotion]);
    applyWalletUpdate({ walletType: 'COMMON', currency: 'JPY', amount: 130_000 });
    applyWalletUpdate({ walletType: 'COMMON', currency: 'USDT', amount: 20 });
    expect(queryClient.getQueryData(balanceQueryOptions().queryKey)).toEqual([
      { ...main, amount: 130_000 },
      promotion,
      { walletType: 'COMMON', currency: 'USDT', amount: 20 },
    ]);
  });
});
