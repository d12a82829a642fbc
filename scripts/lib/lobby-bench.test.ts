import { describe, expect, it } from 'vitest';
import { padLobby } from './lobby-bench.ts';

describe('padLobby', () => {
  it('fills a lobby to the size asked with copies under new ids, keeping the real games first', () => {
    const page = { list: [{ gameId: 'A', sort: 1 }, { gameId: 'B', sort: 2 }], total: 2, page: 1, size: 999 };
    const padded = padLobby(page, 5);
    expect(padded.list.map((g) => g.gameId)).toEqual(['A', 'B', 'A-1', 'B-1', 'A-2']);
    expect(padded.total).toBe(5);
    expect(new Set(padded.list.map((g) => g.gameId)).size).toBe(5);
    expect(padLobby({ ...page, list: [] }, 5).list).toEqual([]);
  });
});
