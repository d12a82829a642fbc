import { Box, Center, Loader, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { gameLaunchQueryOptions, isRealPlay, REAL_PLAY_PROVIDER, type GamePageState, type LaunchableGame } from '#web/api/game-launch.ts';
import { useWagering } from '#web/api/bonuses.ts';
import { isLoggedIn, useIsLoggedIn } from '#web/api/player.ts';
import { restoreSession } from '#web/api/session.ts';
import { invalidateSlotCounter, useSlotCounter } from '#web/api/slot-counter.ts';
import { href } from '#web/lib/paths.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { usePlayClock } from '../hooks/use-play-clock';
import { useRealityCheck } from '../hooks/use-reality-check';
import { useSessionNet } from '../hooks/use-session-net';
import { BonusStrip } from './bonus-strip';
import { GameFrameBar } from './game-frame-bar';
import { LaunchRefused } from './launch-refused';
import { RealityCheckDialog } from './reality-check-dialog';
import { SlotCounterStrip } from './slot-counter-strip';

/** The lobby a game belongs to, when the page was opened without one to go back to. */
function lobbyOf(game: LaunchableGame): string {
  if (game.playType === 'SPORTS') return href('/sports-bet');
  if (game.playType === 'LIVE') return href('/live-casino');
  return game.providerCode === REAL_PLAY_PROVIDER ? href('/pachinko') : href('/slots');
}

const isGamePageState = (value: unknown): value is GamePageState =>
  typeof value === 'object' && value !== null && typeof (value as { from?: unknown }).from === 'string';

/**
 * /slotGame and /pachinko-game (SPEC §2, §4): the game full screen in a frame of our own. It
 * launches from its address (platformCode, gameId), so a reload or a shared link works; the
 * launch the lobby made a moment ago is reused from the cache. The frame shows the way back
 * (also Escape, and the machine's own Escape), this session's net position and time played, and
 * the reality check at the player's interval.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const currency = useAppSettings((state) => state.currency);
  const openAuth = useAppSettings((state) => state.openAuth);
  const playType = search.get('playType') ?? undefined;
  const bonusId = search.get('bonusId') ?? undefined;
  const game: LaunchableGame = { gameId: search.get('gameId') ?? '', providerCode: search.get('platformCode') ?? '', ...(playType ? { playType } : {}), ...(bonusId ? { bonusId } : {}) };
  const named = game.gameId !== '' && game.providerCode !== '';
  const launch = useQuery({ ...gameLaunchQueryOptions(game, currency), enabled: loggedIn && named, staleTime: Infinity });
  const demo = named ? !isRealPlay(game) : undefined;
  const clock = usePlayClock();
  const { net, currency: netCurrency } = useSessionNet(clock.startedAt, loggedIn && demo === false && launch.isSuccess);
  const realityCheck = useRealityCheck(clock.elapsedMs);
  const wagering = useWagering(loggedIn && demo === false);
  // A pachislot machine's counter of the day: the server answers a machine only for a pachislot game.
  const counter = useSlotCounter({ gameId: game.gameId }, demo === false && launch.isSuccess);
  usePushTopic('wallet', () => void invalidateSlotCounter(), { enabled: loggedIn && demo === false });
  const counted = counter.data?.machines[0];

  // The game fills what the page leaves below whatever chrome the route keeps (the header and the
  // marquee on /pachinko-game, nothing on /slotGame), measured rather than assumed.
  const frameRef = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setTop(Math.max(0, Math.round((frameRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY)));
    measure();
    window.addEventListener('resize', measure);
    // What stands above the game may still change after the first layout (the static first frame
    // of index.html leaves when the app has drawn, the marquee lands): measure again when it does.
    const above = new ResizeObserver(measure);
    above.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      above.disconnect();
    };
  }, []);

  const back = () => void navigate(isGamePageState(location.state) ? location.state.from : lobbyOf(game));
  const onEscape = useEffectEvent(back);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onEscape();
    };
    // The machine (same origin) hands its Escape over, since keys inside a frame stay there.
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && (event.data as { type?: unknown } | null)?.type === 'machine-exit') onEscape();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('message', onMessage);
    };
  }, []);

  // SPEC §4: a visitor gets the register dialog (sports: the login dialog); a reload first brings
  // back the session of the earlier visit, so a player is never taken for a visitor meanwhile.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void restoreSession().then(() => {
      if (!live) return;
      setRestored(true);
      if (!isLoggedIn()) openAuth(game.playType === 'SPORTS' ? 'login' : 'register');
    });
    return () => {
      live = false;
    };
  }, [openAuth, game.playType]);

  let body: React.ReactNode;
  if (!named) body = <LaunchRefused title={t('gamePlay.noGame')} onBack={back} />;
  else if (!loggedIn && restored) body = <LaunchRefused title={t('gamePlay.loginFirst')} onBack={back} />;
  else if (launch.isError) body = <LaunchRefused title={t('gamePlay.refused')} error={launch.error} onBack={back} onRetry={() => void launch.refetch()} />;
  else if (!launch.data)
    body = (
      <Center h="100%">
        <Loader color="white" aria-label={t('gamePlay.launching')} />
      </Center>
    );
  else
    body = (
      <Box
        component="iframe"
        src={launch.data.url}
        title={t('gamePlay.frameTitle')}
        allow="fullscreen; autoplay"
        style={{ border: 0, width: '100%', height: '100%', display: 'block', background: '#14121f' }}
      />
    );

  return (
    // /pachinko-game keeps the site header (big screens: the wallet stays in view); /slotGame is all game.
    <Stack ref={frameRef} gap={0} h={`calc(100dvh - ${top}px)`} bg="dark.9">
      <VisuallyHidden>
        <Title order={1}>{t(demo ? 'gamePlay.titleDemo' : 'gamePlay.title')}</Title>
      </VisuallyHidden>
      <GameFrameBar demo={launch.data?.demo ?? demo} net={net} currency={netCurrency} elapsedMs={clock.elapsedMs} onBack={back} />
      {wagering ? <BonusStrip wagering={wagering} /> : null}
      {counted ? <SlotCounterStrip machine={counted} /> : null}
      <Box style={{ flex: 1, minHeight: 0 }}>{body}</Box>
      <RealityCheckDialog
        opened={loggedIn && launch.isSuccess && realityCheck.due}
        elapsedMs={clock.elapsedMs}
        net={net}
        currency={netCurrency}
        demo={demo}
        onContinue={realityCheck.acknowledge}
        onLeave={back}
      />
    </Stack>
  );
}
