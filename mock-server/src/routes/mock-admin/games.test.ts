import { describe, expect, it } from 'vitest';
import { adminContract } from '../../contract.ts';
import { admin, testApp } from '../../testing/app.ts';

describe('/__mock/games', () => {
  it('lists the catalogue filtered by play type and provider, up to the limit, with every provider', async () => {
    const app = await testApp();
    const all = adminContract.ListGamesResponse.parse((await admin(app, 'GET', '/__mock/games')).json());
    expect(all.total).toBeGreaterThanOrEqual(800);
    expect(all.games).toHaveLength(100);
    expect(all.providers.length).toBeGreaterThanOrEqual(12);
    const amigo = adminContract.ListGamesResponse.parse((await admin(app, 'GET', '/__mock/games?playType=PACHINKO&providerCode=AMIGO&limit=2')).json());
    expect(amigo.total).toBe(60);
    expect(amigo.games).toHaveLength(2);
    expect(amigo.games[0]).toMatchObject({ providerCode: 'AMIGO', playType: 'PACHINKO', name: { 'ja-JP': expect.any(String), 'en-US': expect.any(String), 'zh-CN': expect.any(String) } });
    const live = (await admin(app, 'GET', '/__mock/games?playType=LIVE&limit=1000')).json();
    expect(live.games.every((g: { playType: string }) => g.playType === 'LIVE')).toBe(true);
    expect(live.games).toHaveLength(live.total);
  });

  it('refuses unknown filters, an unknown play type or provider, and a bad limit, naming the field', async () => {
    const app = await testApp();
    const cases: [string, RegExp][] = [
      ['/__mock/games?provider=AMIGO', /query\.provider: not a parameter/],
      ['/__mock/games?playType=BINGO', /playType/],
      ['/__mock/games?providerCode=NOBODY', /providerCode: no provider NOBODY/],
      ['/__mock/games?limit=0', /limit/],
      ['/__mock/games?limit=ten', /limit/],
    ];
    for (const [url, error] of cases) {
      const reply = await admin(app, 'GET', url);
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().error, url).toMatch(error);
    }
  });
});
