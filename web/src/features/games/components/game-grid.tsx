import { useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { firstFrameGridWidth } from '#web/lib/boot-shell.ts';
import { GRID_GAP, gridLayout } from '../utils/grid-layout';
import { GameTileSkeleton } from './game-tile';

/** Rows of skeletons shown while a lobby loads: two screens' worth is plenty. */
const SKELETON_ROWS = 4;
/** Rows on the first screen of a phone: their pictures load at once, not when laid out (lazy). */
const FIRST_SCREEN_ROWS = 2;

/** The last grid's width, for the next lobby's first render. */
let lastGridWidth = 0;

/**
 * The grid's width, known before the first paint so the tiles are drawn once. On the page's first
 * screen it comes from the first frame's grid (free to read: nothing has changed since the page
 * was laid out), after that from the last grid; only without either is it measured in the commit,
 * which forces a layout of the whole new page there (on a 4x slowed phone a lobby's first commit
 * was one 400 ms task: that layout, a second render at the measured width, and a second layout).
 * The observer corrects an estimate that was off (a desktop scrollbar) in the next frame.
 */
function useGridWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() => lastGridWidth || firstFrameGridWidth());
  const known = useRef(width > 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!known.current) setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      lastGridWidth = Math.floor(entry!.contentRect.width);
      setWidth(lastGridWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Tells where the element starts on the page, from a one-shot IntersectionObserver: it reports the
 * element's box once the browser lays the page out anyway, where reading it in the commit forced
 * that layout early. Without the observer (tests) it is read at once. Returns the cleanup.
 */
function observePageTop(element: HTMLElement, onTop: (top: number) => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onTop(element.getBoundingClientRect().top + window.scrollY);
    return () => undefined;
  }
  const observer = new IntersectionObserver(([entry]) => {
    observer.disconnect();
    onTop(entry!.boundingClientRect.top + window.scrollY);
  });
  observer.observe(element);
  return () => observer.disconnect();
}

type Rect = { width: number; height: number };
type ScrollTo = NonNullable<Parameters<typeof useWindowVirtualizer>[0]['scrollToFn']>;

/**
 * What the virtualiser asks of the window as it mounts, answered from the window as it was read
 * at render, before this commit changed the page: reading `innerWidth` in the commit, and writing
 * the scroll position the window already has (the virtualiser restores its offset as it mounts),
 * each forced a layout of the whole new page there (100-120 ms of a lobby's first commit on a 4x
 * slowed phone). Later resizes and scroll writes go to the window as the library's own do.
 */
function windowAsRendered(): {
  observeElementRect: (instance: { scrollElement: Window | null }, report: (rect: Rect) => void) => (() => void) | undefined;
  scrollToFn: ScrollTo;
  initialOffset: number;
  initialRect: Rect;
} {
  const rendered = { width: window.innerWidth, height: window.innerHeight, offset: window.scrollY };
  let mountWrite = true;
  return {
    // The first render already knows which rows are on screen, so the mount changes nothing.
    initialOffset: rendered.offset,
    initialRect: { width: rendered.width, height: rendered.height },
    observeElementRect: (instance, report) => {
      const view = instance.scrollElement;
      if (!view) return undefined;
      report({ width: rendered.width, height: rendered.height });
      const onResize = () => report({ width: view.innerWidth, height: view.innerHeight });
      view.addEventListener('resize', onResize, { passive: true });
      return () => view.removeEventListener('resize', onResize);
    },
    scrollToFn: (offset, options, instance) => {
      const unchanged = mountWrite && !options.behavior && offset + (options.adjustments ?? 0) === rendered.offset;
      mountWrite = false;
      if (!unchanged) windowScroll(offset, options, instance);
    },
  };
}

interface GameGridProps<Item> {
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
  useEffect(() => (ref.current ? observePageTop(ref.current, setScrollMargin) : undefined), [ref, width, loading]);
  // Read while rendering, before this commit changes the page.
  const [windowView] = useState(windowAsRendered);
  const virtualizer = useWindowVirtualizer({
    ...windowView,
    count: rows,
    estimateSize: () => layout.rowHeight,
    overscan: 3,
    scrollMargin,
    // Rows scrolled into view render in React's normal batch, not synchronously inside each scroll
    // event: flushSync rendered every event's rows at once and blocked a phone's fling.
    useFlushSync: false,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, layout.rowHeight]);

  // The rows scrolled into view render in the background, in slices (a scroll event's update is
  // otherwise rendered whole: on a 4x slowed phone each fling's new rows were a 60-100 ms task); the
  // rows already on screen stay as they are meanwhile (memoised), and overscan covers the wait.
  const virtualRows = useDeferredValue(virtualizer.getVirtualItems());

  return (
    <div ref={ref} aria-busy={items === undefined} style={{ position: 'relative', height: width ? rows * layout.rowHeight : SKELETON_ROWS * 200 }}>
      {width > 0 ? (
        <div role={items ? 'list' : undefined} aria-label={label}>
          {virtualRows.map((virtualRow) => (
            <GridRow
              key={virtualRow.key}
              index={virtualRow.index}
              top={virtualRow.start - scrollMargin}
              items={items}
              columns={layout.columns}
              tileWidth={layout.tileWidth}
              imageHeight={layout.imageHeight}
              rowHeight={layout.rowHeight}
              renderTile={renderTile}
              itemKey={itemKey}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

interface GridRowProps<Item> {
  index: number;
  top: number;
  items: readonly Item[] | undefined;
  columns: number;
  tileWidth: number;
  imageHeight: number;
  rowHeight: number;
  renderTile: GameGridProps<Item>['renderTile'];
  itemKey: GameGridProps<Item>['itemKey'];
}

/** One row of tiles (or of skeletons while the games load). */
function GridRowContent<Item>({ index, top, items, columns, tileWidth, imageHeight, rowHeight, renderTile, itemKey }: GridRowProps<Item>) {
  return (
    <div role="none" style={{ position: 'absolute', top: 0, left: 0, width: '100%', height: rowHeight, transform: `translateY(${top}px)`, display: 'flex', gap: GRID_GAP }}>
      {items
        ? items.slice(index * columns, (index + 1) * columns).map((item) => (
            <div key={itemKey(item)} role="listitem">
              {renderTile(item, { width: tileWidth, imageHeight, firstScreen: index < FIRST_SCREEN_ROWS })}
            </div>
          ))
        : Array.from({ length: columns }, (_, i) => <GameTileSkeleton key={i} width={tileWidth} imageHeight={imageHeight} />)}
    </div>
  );
}

/** Re-renders only when its own props change: a scroll re-renders the grid, not the rows it kept. */
const GridRow = memo(GridRowContent) as typeof GridRowContent;
