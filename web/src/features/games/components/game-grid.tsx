import { Box } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { GRID_GAP, gridLayout } from '../utils/grid-layout';
import { GameTileSkeleton } from './game-tile';

/** Rows of skeletons shown while a lobby loads: two screens' worth is plenty. */
const SKELETON_ROWS = 4;
/** Rows on the first screen of a phone: their pictures load at once, not when laid out (lazy). */
const FIRST_SCREEN_ROWS = 2;

/** The grid's width, known before the first paint so nothing is laid out twice. */
function useGridWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export interface GameGridProps<Item> {
  items: readonly Item[] | undefined;
  label: string;
  renderTile: (item: Item, size: { width: number; imageHeight: number; firstScreen: boolean }) => React.ReactNode;
  itemKey: (item: Item) => string;
}

/**
 * A lobby's games in rows, virtualised against the window's scroll: only the rows on screen (and
 * a few around) are in the DOM, so 999 tiles scroll smoothly on a phone. Undefined items show
 * skeleton rows of exactly the tiles' size.
 */
export function GameGrid<Item>({ items, label, renderTile, itemKey }: GameGridProps<Item>) {
  const { ref, width } = useGridWidth();
  const layout = gridLayout(width);
  const rows = items ? Math.ceil(items.length / layout.columns) : SKELETON_ROWS;
  const [scrollMargin, setScrollMargin] = useState(0);
  const loading = items === undefined;
  // Where the grid starts on the page: what is above it (tabs, filters) may change as data arrives.
  useLayoutEffect(() => {
    if (ref.current) setScrollMargin(ref.current.getBoundingClientRect().top + window.scrollY);
  }, [ref, width, loading]);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => layout.rowHeight,
    overscan: 3,
    scrollMargin,
    // Rows scrolled into view render in React's normal batch, not synchronously inside each scroll
    // event: flushSync rendered every event's rows at once and blocked a phone's fling.
    useFlushSync: false,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, layout.rowHeight]);

  const row = (index: number) => {
    if (!items) return Array.from({ length: layout.columns }, (_, i) => <GameTileSkeleton key={i} width={layout.tileWidth} imageHeight={layout.imageHeight} />);
    return items.slice(index * layout.columns, (index + 1) * layout.columns).map((item) => (
      <Box key={itemKey(item)} role="listitem">
        {renderTile(item, { width: layout.tileWidth, imageHeight: layout.imageHeight, firstScreen: index < FIRST_SCREEN_ROWS })}
      </Box>
    ));
  };

  return (
    <div ref={ref} aria-busy={items === undefined} style={{ position: 'relative', height: width ? rows * layout.rowHeight : SKELETON_ROWS * 200 }}>
      {width > 0 ? (
        <div role={items ? 'list' : undefined} aria-label={label}>
          {virtualizer.getVirtualItems().map((virtualRow) => (
            <div
              key={virtualRow.key}
              role="none"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: layout.rowHeight,
                transform: `translateY(${virtualRow.start - scrollMargin}px)`,
                display: 'flex',
                gap: GRID_GAP,
              }}
            >
              {row(virtualRow.index)}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
