import { Anchor, Container, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn, usePlayer } from '#web/api/player.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { numberFormat } from '#web/lib/format/intl-formats.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { useRecentWins, type NotableWin } from '../api/wins';
import classes from './competitions-strip.module.css';

const ROTATE_MS = 5_000;

/** One win at a time, each for a few seconds; a new win starts it again from the newest (its key). */
function WinsTicker({ wins }: { wins: NotableWin[] }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (wins.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % wins.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [wins.length]);
  const win = wins[index % wins.length];
  if (!win) return null;
  return (
    <div className={classes.ticker} role="region" aria-label={t('competitions.strip.winsLabel')}>
      <Text size="sm" className={classes.win} key={win.orderNo}>
        {t('competitions.strip.win', {
          name: win.maskedName,
          game: win.gameName[locale],
          amount: formatFullAmount(win.payout, win.currency, locale),
          multiplier: numberFormat(locale, 0, 2).format(win.multiplier),
        })}
      </Text>
    </div>
  );
}

/**
 * Under the marquee on home and the lobbies (route meta `competitionsStrip`): the way to the
 * tournaments, the lottery and the guess games, and the live wins ticker from `orderAll`. The
 * ticker is quiet (nothing read, nothing listened to) for a player who turned it off in
 * responsible gaming.
 */
export function CompetitionsStrip() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const quiet = usePlayer()?.selfControl.winsTicker.shown === false;
  const wins = useRecentWins(!quiet);
  return (
    <nav className={classes.strip} aria-label={t('competitions.strip.label')}>
      <Container size="xl">
        <Group gap="md" wrap="nowrap" className={classes.row}>
          <Group gap="md" wrap="nowrap" className={classes.links}>
            <Anchor component={Link} to={href('/tournaments')} className={classes.link}>
              {t('competitions.strip.tournaments')}
            </Anchor>
            <Anchor component={Link} to={href('/lottery')} className={classes.link}>
              {t('competitions.strip.lottery')}
            </Anchor>
            {loggedIn ? (
              <Anchor component={Link} to={href('/account/guess-games')} className={classes.link}>
                {t('competitions.strip.guessGames')}
              </Anchor>
            ) : null}
          </Group>
          {wins && wins.length > 0 ? <WinsTicker key={wins[0]!.orderNo} wins={wins} /> : null}
        </Group>
      </Container>
    </nav>
  );
}
