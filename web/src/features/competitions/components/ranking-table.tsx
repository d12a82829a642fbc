import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import type { TournamentDetail } from '../api/tournaments';
import { formatScore } from '../utils/tournament';
import classes from './ranking-table.module.css';

type Row = TournamentDetail['ranking']['top'][number];

/** The prize a rank wins, from the prize table. */
const prizeOf = (detail: TournamentDetail, rank: number) => detail.prizes.find((band) => rank >= band.fromRank && rank <= band.toRank)?.prize;

/**
 * The live table: the top 10 and, below them when it is further down, the player's own row,
 * marked in both places. `orderRanking` pushes replace it in place (api/tournaments useLiveRanking).
 */
export function RankingTable({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const { top, me } = detail.ranking;
  const rows: (Row | 'gap')[] = me && !top.some((row) => row.you) ? [...top, 'gap', me] : top;
  const label = t('competitions.tournament.ranking');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ranking-title">
      <Title order={2} size="h4" id="ranking-title" mb="xs">
        {label}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t(detail.status === 'FINISHED' ? 'competitions.tournament.finalHint' : 'competitions.tournament.liveHint', { count: detail.ranking.entrants })}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm">{t('competitions.tournament.noEntrants')}</Text>
      ) : (
        <Table aria-label={label} striped={false} verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.number}>
                {t('competitions.tournament.rank')}
              </Table.Th>
              <Table.Th scope="col">{t('competitions.tournament.player')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('competitions.tournament.score')}
              </Table.Th>
              {/* On a phone the prize table below says it: four columns do not fit 390 px. */}
              <Table.Th scope="col" ta="right" visibleFrom="sm">
                {t('competitions.tournament.prize')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              if (row === 'gap') {
                return (
                  <Table.Tr key="gap" aria-hidden="true">
                    <Table.Td colSpan={4} ta="center" c="dimmed" className={classes.gap}>
                      …
                    </Table.Td>
                  </Table.Tr>
                );
              }
              const prize = prizeOf(detail, row.rank);
              return (
                <Table.Tr key={`${row.rank}-${row.you ? 'you' : 'row'}`} className={row.you ? classes.you : undefined} aria-current={row.you ? 'true' : undefined}>
                  <Table.Td fw={700} className={classes.number}>
                    {t('competitions.tournament.rankOf', { rank: row.rank })}
                  </Table.Td>
                  <Table.Td>
                    {row.maskedName}
                    {row.you ? (
                      <Badge ml={6} size="sm" color="crimson">
                        {t('competitions.tournament.you')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.number}>
                    {formatScore(row.score, detail.scoring, locale, t)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.number} visibleFrom="sm">
                    {prize ? formatFullAmount(prize.amount, prize.currency, locale) : '—'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
