import { ActionIcon, Loader } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#web/lib/i18n/languages.ts';
import type { Game, GameLabel } from '../api/games';
import { TILE_TEXT_HEIGHT } from '../utils/grid-layout';
import classes from './game-tile.module.css';

interface GameTileProps {
  game: Game;
  width: number;
  imageHeight: number;
  imageUrl: string;
  /** On the first screen: the picture loads at once (the page's largest), not when laid out. */
  eager?: boolean;
  language: Language;
  labels: ReadonlyMap<string, GameLabel>;
  favourite: boolean;
  launching: boolean;
  onPlay: (game: Game) => void;
  onInfo: (game: Game) => void;
  onFavourite: (game: Game, favourite: boolean) => void;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/**
 * One game: its picture (the play button), labels, a heart and an info button, then its name
 * and provider. Sized from the grid's geometry, so it takes exactly its skeleton's room.
 */
export const GameTile = memo(function GameTile(props: GameTileProps) {
  const { game, width, imageHeight, imageUrl, eager = false, language, labels, favourite, launching } = props;
  const { t } = useTranslation();
  const name = game.gameName[language] ?? game.gameName['ja-JP'];
  // Plain elements inside: a phone renders a few of these on every scrolled frame.
  return (
    <div className={classes.tile} style={{ width, height: imageHeight + TILE_TEXT_HEIGHT }}>
      <button
        type="button"
        className={classes.picture}
        style={{ height: imageHeight }}
        onClick={() => props.onPlay(game)}
        aria-label={t('games.tile.play', { name })}
        disabled={launching}
      >
        <img src={imageUrl} width={width} height={imageHeight} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" className={classes.image} />
        {launching ? (
          <span className={classes.launching}>
            <Loader size="sm" color="white" aria-label={t('games.tile.launching')} />
          </span>
        ) : null}
      </button>
      {game.labels.length > 0 ? (
        <div className={classes.labels}>
          {game.labels.map((code) => {
            const label = labels.get(code);
            return (
              <span key={code} className={classes.badge} style={{ background: label?.color, color: label?.textColor }}>
                {label?.name[language] ?? code}
              </span>
            );
          })}
        </div>
      ) : null}
      <ActionIcon
        className={classes.heart}
        variant="filled"
        color={favourite ? 'red.8' : 'dark.7'}
        radius="xl"
        size={32}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'games.tile.unfavourite' : 'games.tile.favourite', { name })}
        onClick={() => props.onFavourite(game, !favourite)}
      >
        <Heart filled={favourite} />
      </ActionIcon>
      <div className={classes.text} style={{ height: TILE_TEXT_HEIGHT }}>
        <div className={classes.names}>
          <p className={classes.name}>{name}</p>
          <p className={classes.provider}>{game.providerName}</p>
        </div>
        <ActionIcon variant="subtle" color="gray.8" size={32} aria-label={t('games.tile.info', { name })} onClick={() => props.onInfo(game)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 10.5v6M12 7.2v.1" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </ActionIcon>
      </div>
    </div>
  );
});

/**
 * The same room as a tile, while the games load. Plain elements, memoised: a home row draws six
 * and a lobby a screenful, and they re-rendered as Mantine Boxes (style props parsed each time)
 * with every answer the page received.
 */
export const GameTileSkeleton = memo(function GameTileSkeleton({ width, imageHeight }: { width: number; imageHeight: number }) {
  return (
    <div className={classes.tile} style={{ width, height: imageHeight + TILE_TEXT_HEIGHT }} aria-hidden>
      <div className={classes.skeletonPicture} style={{ height: imageHeight }} />
      <div className={classes.text} style={{ height: TILE_TEXT_HEIGHT }}>
        <div className={classes.skeletonLine} style={{ width: '80%', height: 12, marginTop: 6 }} />
        <div className={classes.skeletonLine} style={{ width: '50%', height: 10, marginTop: 8 }} />
      </div>
    </div>
  );
});
