import { describe, expect, it } from 'vitest';
import { padLobby, scrollMedian, scrollTable } from './lobby-bench.ts';

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

describe('scrollMedian and scrollTable', () => {
  it("takes each figure's median over the runs and prints the lobby beside the floor's tiles, with every run's longest task", () => {
    const lobby = scrollMedian([
      { firstRowMs: 1600, longestTaskMs: 85, longTasksOver50: 3, tiles: 999 },
      { firstRowMs: 1500, longestTaskMs: 48, longTasksOver50: 0, tiles: 999 },
      { firstRowMs: 3300, longestTaskMs: 60, longTasksOver50: 1, tiles: 999 },
    ]);
    expect(lobby).toMatchObject({ runs: 3, firstRowMs: 1600, longestTaskMs: 60, longTasksOver50: 1, longestTasks: [85, 48, 60] });
    const floor = scrollMedian([{ firstRowMs: 900, longestTaskMs: 30, longTasksOver50: 0, tiles: 999 }]);
    const table = scrollTable(lobby, floor);
    expect(table).toContain('| floor (`web/floor` `/tiles`) | 1 | 999 | 900 ms | 30 ms (30) | 0 |');
    expect(table).toContain('| lobby (`/slots`) | 3 | 999 | 1600 ms | 60 ms (85, 48, 60) | 1 |');
  });
});
