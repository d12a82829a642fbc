import { Badge, Button, Group, Paper, Radio, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffersClosed } from '#web/api/offers-closed.ts';
import { usePlayer } from '#web/api/player.ts';
import { OffersClosedNotice } from '#web/components/offers-closed-notice.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useGuessGames, usePlaceGuess, type GuessGame } from '../api/guess-games';

const STATUS_COLOR = { OPEN: 'green', CLOSED: 'orange', SETTLED: 'gray' } as const;

function GuessCard({ game, timeZone }: { game: GuessGame; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [option, setOption] = useState<string | null>(null);
  const place = usePlaceGuess();
  const labelOf = (value: string | null) => game.options.find((o) => o.value === value)?.label ?? value ?? '';
  const when = (at: string) => formatDate(at, { locale, withTime: true, timeZone: timeZone ?? 'Asia/Tokyo' });
  const reward = formatFullAmount(game.reward.amount, game.reward.currency, locale);
  const titleId = `guess-${game.gameId}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={titleId}>
            {game.question}
          </Title>
          <Badge color={STATUS_COLOR[game.status]} variant="light" c="dark.7" style={{ flexShrink: 0 }}>
            {t(`competitions.guess.status.${game.status}`)}
          </Badge>
        </Group>
        {/* Two lines: on a phone one line broke in the middle of a word (的／中で). */}
        <Text size="xs" c="dimmed">
          {t('competitions.guess.times', { closes: when(game.closesAt), settles: when(game.settlesAt) })}
          <br />
          {t('competitions.guess.reward', { amount: reward })} ・ {t('competitions.guess.free')}
        </Text>
        {game.myGuess ? (
          <Text size="sm" fw={600} role="status">
            {game.myGuess.result === 'PENDING'
              ? t('competitions.guess.yourGuess', { option: labelOf(game.myGuess.option) })
              : game.myGuess.result === 'WON'
                ? t('competitions.guess.won', { option: labelOf(game.myGuess.option), amount: game.myGuess.reward ? formatFullAmount(game.myGuess.reward.amount, game.myGuess.reward.currency, locale) : reward })
                : t('competitions.guess.lost', { option: labelOf(game.myGuess.option) })}
          </Text>
        ) : game.status === 'OPEN' ? (
          <>
            <Radio.Group value={option} onChange={setOption} label={t('competitions.guess.choose')}>
              {/* A match's three outcomes one under another (their names are long), a number's ten in rows. */}
              <SimpleGrid cols={game.kind === 'NUMBER' ? 5 : 1} spacing="sm" verticalSpacing="sm" mt={6}>
                {game.options.map((o) => (
                  <Radio key={o.value} value={o.value} label={o.label} />
                ))}
              </SimpleGrid>
            </Radio.Group>
            <Button w="fit-content" disabled={option === null} loading={place.isPending} onClick={() => option !== null && place.mutate({ gameId: game.gameId, option })}>
              {t('competitions.guess.submit')}
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('competitions.guess.missed')}
          </Text>
        )}
        {game.outcome !== null ? <Text size="sm">{t('competitions.guess.outcome', { option: labelOf(game.outcome) })}</Text> : null}
      </Stack>
    </Paper>
  );
}

/**
 * /account/guess-games: the questions open now (one free guess each, final), the player's guesses,
 * and the results; a right guess is rewarded to the main wallet when the game settles.
 */
export function Component() {
  const { t } = useTranslation();
  const games = useGuessGames();
  const timeZone = usePlayer()?.timeZone;
  const closed = useOffersClosed();
  return (
    <PageFrame title={t('pages.guessGames')}>
      <Text size="sm">{t('competitions.guess.intro')}</Text>
      {closed ? <OffersClosedNotice closed={closed} /> : null}
      {games.isError ? (
        <PartFailed onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : !games.data ? (
        <Skeleton height={240} radius="md" aria-hidden="true" />
      ) : games.data.games.length === 0 ? (
        <Text>{t('competitions.guess.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {games.data.games.map((game) => (
            <GuessCard key={game.gameId} game={game} timeZone={timeZone} />
          ))}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
