import { afterEach, describe, expect, it } from 'vitest';
import { LINKS_PER_TASK, PAGE_GRAPHS_ID, pageKindAt, preloadPageGraph } from './page-graph-preload';

const lobbyAt = (path: string) => (path === '/slots' ? 'slots' : undefined);

const home = ['/assets/home-page-1.js', '/assets/game-tile-2.js', '/assets/page-kit-3.js', '/assets/toasts-4.js', '/assets/site-footer-5.js', '/assets/home-page-6.css', '/assets/toasts-7.css'];

function withBlock(): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_GRAPHS_ID;
  block.textContent = JSON.stringify({ home, lobby: ['/assets/lobby-page-1.js'] });
  document.head.append(block);
}

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) => [link.getAttribute('rel'), link.getAttribute('as'), link.getAttribute('href')]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('pageKindAt', () => {
  it('knows the pages that have a first frame, and no other', () => {
    expect(['/', '/login', '/register', '/slots', '/slots/', '/promo', '/tournaments/daily-1'].map((path) => pageKindAt(path, lobbyAt))).toEqual([
      'home',
      'auth',
      'auth',
      'lobby',
      'lobby',
      'promo',
      'tournament',
    ]);
    for (const path of ['/account/deposit', '/q-pon/shop', '/promo/history', '/tournaments', '/live-casino']) expect(pageKindAt(path, lobbyAt), path).toBeUndefined();
  });
});

describe('preloadPageGraph', () => {
  it("adds the page's links a few a task: scripts as module preloads, stylesheets fetched but not applied", async () => {
    withBlock();
    const done = preloadPageGraph({ lobbyAt, pathname: '/' });
    // The first batch in the caller's task, the rest in later ones.
    expect(links()).toHaveLength(LINKS_PER_TASK);
    await done;
    expect(links()).toEqual([
      ['modulepreload', null, '/assets/home-page-1.js'],
      ['modulepreload', null, '/assets/game-tile-2.js'],
      ['modulepreload', null, '/assets/page-kit-3.js'],
      ['modulepreload', null, '/assets/toasts-4.js'],
      ['modulepreload', null, '/assets/site-footer-5.js'],
      ['preload', 'style', '/assets/home-page-6.css'],
      ['preload', 'style', '/assets/toasts-7.css'],
    ]);
  });

  it('adds nothing on another page, for a kind the block lacks, or without the block (the dev server writes none)', async () => {
    await preloadPageGraph({ lobbyAt, pathname: '/' });
    withBlock();
    await preloadPageGraph({ lobbyAt, pathname: '/account/deposit' });
    await preloadPageGraph({ lobbyAt, pathname: '/promo' });
    expect(links()).toEqual([]);
    await preloadPageGraph({ lobbyAt, pathname: '/slots' });
    expect(links()).toEqual([['modulepreload', null, '/assets/lobby-page-1.js']]);
  });
});
