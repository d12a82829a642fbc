import { describe, expect, it } from 'vitest';
import { href, isAt } from './paths';

describe('paths', () => {
  it('builds addresses with params and query', () => {
    expect(href('/slotGame', { platformCode: 'AMIGO', gameId: 'g 1' })).toBe('/slotGame?platformCode=AMIGO&gameId=g+1');
    expect(href('/pachinko-game')).toBe('/pachinko-game');
    expect(href('/static/:type', { type: 'about' })).toBe('/static/about');
    expect(href('/account/notice-detail', { id: 42 })).toBe('/account/notice-detail?id=42');
    expect(href('/elseLogin/:type', { type: 'line' })).toBe('/elseLogin/line');
    expect(href('/')).toBe('/');
    expect(href('/q-pon/shop')).toBe('/q-pon/shop');
  });

  it('leaves out query values that are not given', () => {
    expect(href('/slotGame', { platformCode: 'AMIGO', gameId: 'g1', playType: undefined })).toBe('/slotGame?platformCode=AMIGO&gameId=g1');
    expect(href('/brand/detail', { id: '' })).toBe('/brand/detail');
  });

  it('takes no path with params without them (a type error), and types what a link gives', () => {
    // @ts-expect-error -- /static/:type needs its type
    expect(href('/static/:type')).toBe('/static/:type');
    // @ts-expect-error -- not a static page type
    expect(href('/static/:type', { type: 'nowhere' })).toBe('/static/nowhere');
    // @ts-expect-error -- not a route of the site
    expect(href('/no/such/page')).toBe('/no/such/page');
  });

  it('tells whether a pathname is a given route', () => {
    expect(isAt('/login', '/login', '/register')).toBe(true);
    expect(isAt('/accountDisabled', '/login', '/register')).toBe(false);
  });
});
