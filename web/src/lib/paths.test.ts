import { describe, expect, it } from 'vitest';
import { isAt, paths, routes } from './paths';

describe('paths', () => {
  it('builds addresses with params and query', () => {
    expect(paths.slotGame({ platformCode: 'AMIGO', gameId: 'g 1' })).toBe('/slotGame?platformCode=AMIGO&gameId=g+1');
    expect(paths.pachinkoGame()).toBe('/pachinko-game');
    expect(paths.static('about')).toBe('/static/about');
    expect(paths.noticeDetail(42)).toBe('/account/notice-detail?id=42');
    expect(paths.elseLogin('line')).toBe('/elseLogin/line');
    expect(paths.home).toBe('/');
    expect(paths.qponShop).toBe('/q-pon/shop');
  });

  it('has no builder-less copy of a route that takes params', () => {
    expect(Object.keys(paths)).not.toContain('staticPage');
    expect(Object.keys(paths)).not.toContain('any');
    expect(routes.elseLogin).toBe('/elseLogin/:type');
  });

  it('tells whether a pathname is a given route', () => {
    expect(isAt('/login', 'login', 'register')).toBe(true);
    expect(isAt('/accountDisabled', 'login', 'register')).toBe(false);
  });
});
