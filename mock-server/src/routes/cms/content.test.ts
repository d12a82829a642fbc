import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { STATIC_TYPES } from '../../domain/content/articles.ts';
import { advanceClock } from '../../testing/players.ts';
import { call, testApp } from '../../testing/app.ts';

const fetchMedia = (app: FastifyInstance, path: string) => app.inject({ method: 'GET', url: path });

describe('getCmsList', () => {
  it('lists the nine static pages in a language, a page at a time', async () => {
    const app = await testApp();
    const all = (await call(app, 'getCmsList', { body: { category: 'STATIC', locale: 'en-US' } })).json();
    expect(all.code).toBe(200);
    expect(all.data).toMatchObject({ pageNo: 1, pageSize: 20, total: 9 });
    expect(all.data.list.map((a: { code: string }) => a.code)).toEqual([...STATIC_TYPES]);
    expect(all.data.list[0]).toMatchObject({ title: 'About us', link: '/static/about', category: 'STATIC' });
    const second = (await call(app, 'getCmsList', { body: { category: 'STATIC', locale: 'ja-JP', pageNo: 2, pageSize: 4 } })).json().data;
    expect(second.list.map((a: { code: string }) => a.code)).toEqual(['privacy', 'teamsAndConditions', 'generalTeamsOfUse', 'sportRules']);
    const help = (await call(app, 'getCmsList', { body: { category: 'HELP', locale: 'ja-JP' } })).json().data;
    expect(help.list.map((a: { link: string }) => a.link)).toEqual(['/help/guide', '/help/moneyChange/about-deposit-withdrawal']);
    const news = (await call(app, 'getCmsList', { body: { category: 'NEWS', locale: 'zh-CN' } })).json().data;
    expect(news.list.map((a: { code: string }) => a.code)).toEqual(['news-new-games', 'news-maintenance']);
  });

  it('lists the running promotions with pictures the server draws and a period around the session clock', async () => {
    const app = await testApp();
    const list = (await call(app, 'getCmsList', { body: { category: 'PROMOTION', locale: 'ja-JP' } })).json().data.list;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const promo of list) {
      // Each leads to its own card on /promo: the promotions a player can claim there.
      expect(promo.link).toBe(`/promo?promotion=${promo.code.replace(/^promo-/, '')}`);
      expect(Date.parse(promo.startAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(promo.endAt)).toBeGreaterThan(Date.now());
      expect((await fetchMedia(app, promo.coverImage.fullFilePath)).statusCode).toBe(200);
    }
    // Sixty days on, the periods have moved with the clock.
    await advanceClock(app, 60 * 86_400_000);
    const later = (await call(app, 'getCmsList', { body: { category: 'PROMOTION', locale: 'ja-JP' } })).json().data.list;
    expect(Date.parse(later[0].endAt)).toBeGreaterThan(Date.now() + 60 * 86_400_000);
  });

  it('refuses an unknown category with a 400 naming it', async () => {
    const app = await testApp();
    const response = await call(app, 'getCmsList', { body: { category: 'BLOG', locale: 'ja-JP' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/category/);
  });
});

describe('getCmsDetail', () => {
  it('answers every static type in every language, by code or by id', async () => {
    const app = await testApp();
    for (const code of STATIC_TYPES) {
      for (const locale of ['ja-JP', 'en-US', 'zh-CN']) {
        const answer = (await call(app, 'getCmsDetail', { body: { code, locale } })).json();
        expect(answer, `${code} ${locale}`).toMatchObject({ code: 200, success: true, data: { code, layout: code === 'faq' ? 'FAQ' : 'ARTICLE' } });
        expect(answer.data.sections.length).toBeGreaterThan(3);
      }
    }
    const byId = (await call(app, 'getCmsDetail', { body: { id: 'help-guide', locale: 'en-US' } })).json().data;
    expect(byId).toMatchObject({ code: 'help-guide', title: 'User guide', category: 'HELP' });
    expect(byId.related).toContainEqual({ title: 'FAQ', link: '/static/faq' });
  });

  it('answers 105101 with the code asked for a page that does not exist, and 400 when nothing is asked', async () => {
    const app = await testApp();
    const missing = (await call(app, 'getCmsDetail', { body: { code: 'jobs', locale: 'ja-JP' } })).json();
    expect(missing).toMatchObject({ code: 105101, success: false, data: { code: 'jobs', id: null }, msg: 'お探しのページは見つかりませんでした' });
    const missingId = (await call(app, 'getCmsDetail', { body: { id: 'static-jobs', locale: 'en-US' } })).json();
    expect(missingId).toMatchObject({ code: 105101, data: { code: null, id: 'static-jobs' } });
    const nothing = await call(app, 'getCmsDetail', { body: { locale: 'ja-JP' } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().msg).toMatch(/^code: /);
    const bad = await call(app, 'getCmsDetail', { body: { code: '../etc/passwd', locale: 'ja-JP' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('getElementsInfo', () => {
  it('answers the elements asked, in that order, with the brand accounts and the promotions teaser', async () => {
    const app = await testApp();
    const data = (await call(app, 'getElementsInfo', { body: { keys: ['SNS_LINKS', 'HOME_PROMOTIONS', 'CONTACT_INFO'], locale: 'en-US' } })).json().data;
    expect(data.map((e: { key: string }) => e.key)).toEqual(['SNS_LINKS', 'HOME_PROMOTIONS', 'CONTACT_INFO']);
    const sns = data[0].items;
    expect(sns.map((i: { title: string }) => i.title)).toEqual(['X', 'LINE', 'Instagram', 'YouTube']);
    for (const item of sns) {
      expect(item.link).toMatch(/^https:\/\//);
      expect((await fetchMedia(app, item.media.fullFilePath)).statusCode).toBe(200);
    }
    expect(data[1].items[0]).toMatchObject({ link: '/promo?promotion=first-deposit' });
    expect(data[2].items[0]).toMatchObject({ link: '/contact' });
  });

  it('refuses an unknown key and an empty list with a 400', async () => {
    const app = await testApp();
    expect((await call(app, 'getElementsInfo', { body: { keys: ['FOOTER'], locale: 'ja-JP' } })).statusCode).toBe(400);
    expect((await call(app, 'getElementsInfo', { body: { keys: [], locale: 'ja-JP' } })).statusCode).toBe(400);
  });
});

describe('brand', () => {
  it('tells the story with its hero picture and featured pillars', async () => {
    const app = await testApp();
    const story = (await call(app, 'getBrandIndex', { body: { locale: 'ja-JP' } })).json().data;
    expect(story.title).toBe('QCカジノ ブランドストーリー');
    expect(story.sections.map((s: { id: string }) => s.id)).toEqual(['origin', 'values', 'future']);
    expect(story.featured.every((i: { kind: string }) => i.kind === 'PILLAR')).toBe(true);
    expect((await fetchMedia(app, story.heroImage.fullFilePath)).statusCode).toBe(200);
  });

  it('lists items by kind and pages, and opens one; an unknown id is 105102 with the id', async () => {
    const app = await testApp();
    const all = (await call(app, 'getBrandList', { body: { locale: 'en-US' } })).json().data;
    expect(all.total).toBe(6);
    const partners = (await call(app, 'getBrandList', { body: { locale: 'en-US', kind: 'PARTNER' } })).json().data;
    expect(partners.list.map((i: { id: string }) => i.id)).toEqual(['partner-amigo', 'partner-safer-play']);
    const page2 = (await call(app, 'getBrandList', { body: { locale: 'en-US', pageNo: 2, pageSize: 4 } })).json().data;
    expect(page2.list).toHaveLength(2);
    for (const item of all.list) expect((await fetchMedia(app, item.media.fullFilePath)).statusCode).toBe(200);
    const item = (await call(app, 'getBrandDetail', { body: { id: 'ambassador-misaki', locale: 'zh-CN' } })).json().data;
    expect(item).toMatchObject({ title: '樱井美咲', kind: 'AMBASSADOR' });
    expect(item.related.map((r: { link: string }) => r.link)).toEqual(['/static/responsibleGaming', '/sns']);
    const missing = (await call(app, 'getBrandDetail', { body: { id: 'nobody', locale: 'ja-JP' } })).json();
    expect(missing).toMatchObject({ code: 105102, success: false, data: { id: 'nobody' } });
  });
});
