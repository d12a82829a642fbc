import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountMenu, bySection, loadSitemapLinks, sitemapSections } from './listings';
import { features } from './features';
import { pageRoutesOf } from './routes/route-table';

const pageRoutes = pageRoutesOf(features);

const table: RouteObject[] = [{ path: '/', children: pageRoutes }];
const patterns = (routes: readonly RouteObject[]): string[] => routes.flatMap((route) => [...(route.path ? [route.path] : []), ...patterns(route.children ?? [])]);

describe('what app/ composes from the features', () => {
  it('the account centre menu: money, account, play, each page once, in the features order', () => {
    expect(accountMenu.map(({ section, titleKey, entries }) => [section, titleKey, entries.map((entry) => [entry.labelKey, entry.to])])).toEqual([
      [
        'money',
        'accountCentre.money',
        [
          ['pages.deposit', '/account/deposit'],
          ['pages.withdraw', '/account/withdraw'],
          ['pages.transfer', '/account/transfer'],
          ['pages.records', '/account/records'],
          ['pages.rates', '/account/rates'],
          ['pages.balanceChart', '/account/balance-chart'],
          ['pages.statement', '/account/statement'],
        ],
      ],
      [
        'account',
        'accountCentre.account',
        [
          ['pages.profile', '/account/profile'],
          ['pages.changePassword', '/account/password'],
          ['pages.identity', '/account/verification'],
          ['pages.vip', '/account/vip'],
          ['pages.referral', '/account/referral'],
          ['pages.reports', '/account/reports'],
          ['pages.notices', '/account/notices'],
          ['pages.loginRecords', '/account/login-records'],
          ['pages.security', '/account/security'],
          ['pages.chatHistory', '/account/chat-history'],
        ],
      ],
      [
        'play',
        'accountCentre.play',
        [
          ['pages.responsibleGaming', '/account/responsible-gaming'],
          ['pages.settledBets', '/account/settledbets'],
          ['pages.unsettledBets', '/account/unsettledbets'],
          ['pages.myRtp', '/account/my-rtp'],
          ['pages.playSessions', '/account/play-sessions'],
          ['pages.slotCounter', '/account/slot-counter'],
          ['pages.bonusWagering', '/account/bonus-wagering'],
          ['pages.tournaments', '/account/tournaments'],
          ['pages.guessGames', '/account/guess-games'],
        ],
      ],
    ]);
  });

  it('the sitemap: games, promotions, help, about, in the features order', async () => {
    const sections = bySection(sitemapSections, await loadSitemapLinks());
    expect(sections.map(({ titleKey, entries }) => [titleKey, entries.map((entry) => entry.to)])).toEqual([
      ['pages.game', ['/pachinko', '/live-casino', '/slots', '/tablegame', '/baccart', '/roulette', '/blackjack', '/sports-bet']],
      ['pages.promo', ['/promo', '/q-pon-reward', '/brand/index', '/brand/list', '/tournaments', '/lottery']],
      ['pages.helpGuide', ['/help/guide', '/help/moneyChange/about-deposit-withdrawal', '/contact', '/sns', '/static/faq']],
      [
        'pages.static.about',
        [
          '/static/about',
          '/static/teamsAndConditions',
          '/static/generalTeamsOfUse',
          '/static/privacy',
          '/static/responsibleGaming',
          '/static/moneyLaundering',
          '/static/security',
          '/static/sportRules',
        ],
      ],
    ]);
  });

  it('every menu entry and sitemap link leads to a route of the table', async () => {
    const links = [...accountMenu.flatMap((section) => section.entries), ...(await loadSitemapLinks())];
    for (const link of links) {
      const matched = matchRoutes(table, link.to)?.at(-1)?.route.path;
      expect(matched, link.to).toBeDefined();
      expect(matched, link.to).not.toBe('*');
    }
  });

  it('no two features route the same pattern', () => {
    const all = patterns(pageRoutes);
    expect(all.filter((pattern, index) => all.indexOf(pattern) !== index)).toEqual([]);
  });
});
