import { LoadedPart, lazyPart } from '#web/components/lazy-part.tsx';
import type { GameInfoSheetProps } from './game-info-sheet';

const gameInfoSheet = lazyPart(() => import('./game-info-sheet'), 'game-info-sheet', (module) => module.GameInfoSheet);

/**
 * The info sheet, whose code (Mantine's Drawer with its focus trap and scroll lock, and its Table)
 * loads the first time a tile's info is opened: home and the lobbies draw no sheet until then.
 */
export function LazyGameInfoSheet(props: GameInfoSheetProps) {
  return <LoadedPart part={gameInfoSheet} wanted={props.game !== undefined} props={props} />;
}
