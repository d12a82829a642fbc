import { Button, Drawer, Loader, NavLink, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLaunchGame } from '#web/api/game-launch.ts';
import { useIsLoggedIn } from '#web/api/player.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { useRecentGames } from '../api/recent-games';
import { closeDialog, useDialogFlag } from '#web/lib/dialogs/dialog-flags.ts';

/** Every lobby of SPEC §2, in the order the site's menus show them. */
const LOBBIES = [
  { to: href('/pachinko'), titleKey: 'pages.pachinko' },
  { to: href('/slots'), titleKey: 'pages.slots' },
  { to: href('/live-casino'), titleKey: 'pages.liveCasino' },
  { to: href('/sports-bet'), titleKey: 'pages.sportsBet' },
  { to: href('/game'), titleKey: 'pages.game' },
  { to: href('/baccart'), titleKey: 'pages.baccarat' },
  { to: href('/tablegame'), titleKey: 'pages.tableGame' },
  { to: href('/roulette'), titleKey: 'pages.roulette' },
  { to: href('/blackjack'), titleKey: 'pages.blackjack' },
] as const;

const RECENT_SHOWN = 8;

/**
 * The game centre quick menu on phones (SPEC §2, the "centre game" dialog flag of SPEC §3): a
 * sheet from the bottom with every lobby and the player's recently played games, one tap from
 * anywhere. A recent game launches as a lobby tile does (the shared launch hook).
 */
export function GameCentreMenu() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const opened = useDialogFlag('game-centre-menu');
  const close = () => closeDialog('game-centre-menu');
  const loggedIn = useIsLoggedIn();
  const recent = useRecentGames(opened);
  const { launch, launching } = useLaunchGame();

  return (
    <Drawer opened={opened} onClose={close} position="bottom" size="auto" title={t('gamePlay.centre.title')} closeButtonProps={{ 'aria-label': t('gamePlay.centre.close') }}>
      <Stack gap="md" pb="md">
        <nav aria-labelledby="game-centre-lobbies">
          <Title order={2} size="h6" id="game-centre-lobbies" mb="xs" c="dimmed">
            {t('gamePlay.centre.lobbies')}
          </Title>
          <SimpleGrid cols={3} spacing={6}>
            {LOBBIES.map((lobby) => (
              <NavLink key={lobby.to} component={Link} to={lobby.to} label={t(lobby.titleKey)} onClick={close} variant="light" styles={{ root: { borderRadius: 8, minHeight: 48 } }} />
            ))}
          </SimpleGrid>
        </nav>
        {loggedIn ? (
          <section aria-labelledby="game-centre-recent">
            <Title order={2} size="h6" id="game-centre-recent" mb="xs" c="dimmed">
              {t('gamePlay.centre.recent')}
            </Title>
            {!recent.data ? (
              <Loader size="sm" aria-label={t('gamePlay.centre.recent')} />
            ) : recent.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('gamePlay.centre.noRecent')}
              </Text>
            ) : (
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {recent.data.slice(0, RECENT_SHOWN).map((game) => (
                  <li key={game.gameId}>
                    <Button
                      fullWidth
                      variant="default"
                      justify="space-between"
                      loading={launching === game.gameId}
                      rightSection={<Text size="xs" c="dimmed">{game.providerName}</Text>}
                      onClick={() => {
                        close();
                        launch({ gameId: game.gameId, providerCode: game.providerCode, playType: game.playType });
                      }}
                    >
                      {game.gameName[language]}
                    </Button>
                  </li>
                ))}
              </Stack>
            )}
          </section>
        ) : null}
      </Stack>
    </Drawer>
  );
}
