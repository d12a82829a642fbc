/**
 * The floor's lobby (`/tiles`): the slots lobby's games (the mock's answer, which the bench pads to
 * 999 as it does the site's lobby) in rows of two, virtualised against the window's scroll with
 * @tanstack/react-virtual as its documentation shows, each tile a picture and a name in plain
 * elements. The same libraries and data as the site's lobby and none of its code: what scrolling
 * 999 games costs the bare stack on this machine, beside the lobby in the same run
 * (scripts/lib/lobby-bench.ts). Not a lower bound: the lobby renders scrolled-in rows in the
 * background (useDeferredValue), which a plain use of the virtualiser does not.
 */
import { useQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

interface Game {
  gameId: string;
  gameName: Record<string, string>;
  thumbnail: { filePath: string; fullWebpFilePath?: string };
}

const COLUMNS = 2;
const GAP = 12;
const TEXT_HEIGHT = 44;

async function lobbyGames(): Promise<Game[]> {
  const response = await fetch('/api/v1/game/game_list', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lobbyCode: 'slots', page: 1, size: 999 }),
  });
  const answer = (await response.json()) as { data: { list: Game[] } };
  return answer.data.list;
}

export function Component() {
  const games = useQuery({ queryKey: ['games', 'slots'], queryFn: lobbyGames });
  const list = games.data ?? [];
  const listRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => setTop(listRef.current?.offsetTop ?? 0), []);
  const tileWidth = Math.floor((window.innerWidth - GAP * (COLUMNS + 1)) / COLUMNS);
  const imageHeight = Math.round((tileWidth * 3) / 4);
  const rowHeight = imageHeight + TEXT_HEIGHT + GAP;
  const virtualizer = useWindowVirtualizer({ count: Math.ceil(list.length / COLUMNS), estimateSize: () => rowHeight, overscan: 3, scrollMargin: top, useFlushSync: false });
  return (
    <main style={{ padding: GAP }}>
      <p role="status">{list.length} games</p>
      <div ref={listRef} role="list" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div key={row.key} role="none" style={{ position: 'absolute', top: 0, left: 0, width: '100%', display: 'flex', gap: GAP, transform: `translateY(${row.start - top}px)` }}>
            {list.slice(row.index * COLUMNS, (row.index + 1) * COLUMNS).map((game) => (
              <div key={game.gameId} role="listitem" style={{ width: tileWidth }}>
                <img src={game.thumbnail.fullWebpFilePath ?? game.thumbnail.filePath} width={tileWidth} height={imageHeight} alt="" loading="lazy" decoding="async" />
                <p style={{ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{game.gameName['ja-JP']}</p>
              </div>
            ))}
          </div>
        ))}
      </div>
    </main>
  );
}
