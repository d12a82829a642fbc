import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyDraw } from '#common/lottery-draw.ts';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import type { LotteryDraw } from '../api/lottery';
import { Balls } from './balls';

/**
 * A drawn draw, and the player's own check of it: in the browser, the seed's SHA-256 against the
 * hash published before the draw, and the winning numbers recomputed from the seed
 * (common/lottery-draw.ts, the recipe the lottery page spells out).
 */
export function DrawCheck({ draw, pick, max }: { draw: LotteryDraw; pick: number; max: number }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [verdict, setVerdict] = useState<{ hashMatches: boolean; numbersMatch: boolean } | null>(null);
  const { seed, winningNumbers } = draw;
  if (seed === null || winningNumbers === null) return null;
  const label = t('competitions.lottery.drawOf', { id: draw.drawId });
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={label}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700}>{label}</Text>
          <Text size="xs" c="dimmed">
            {draw.drawnAt ? formatDate(draw.drawnAt, { locale, withTime: true, timeZone: 'Asia/Tokyo' }) : ''}
          </Text>
        </Group>
        <Balls numbers={winningNumbers} label={t('competitions.lottery.winningNumbers')} />
        <Text size="xs" c="dimmed">
          {t('competitions.lottery.seedHash')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={t('competitions.lottery.seedHashOf', { id: draw.drawId })}>
          {draw.seedHash}
        </Code>
        <Text size="xs" c="dimmed">
          {t('competitions.lottery.seed')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={t('competitions.lottery.seedOf', { id: draw.drawId })}>
          {seed}
        </Code>
        <Group gap="sm">
          <Button size="compact-sm" variant="default" onClick={() => setVerdict(verifyDraw({ seed, seedHash: draw.seedHash, winningNumbers }, pick, max))}>
            {t('competitions.lottery.verify')}
          </Button>
          {verdict ? (
            <Text size="sm" role="status" fw={600} c={verdict.hashMatches && verdict.numbersMatch ? undefined : 'red.9'}>
              {verdict.hashMatches && verdict.numbersMatch
                ? t('competitions.lottery.verified')
                : t(verdict.hashMatches ? 'competitions.lottery.numbersDiffer' : 'competitions.lottery.hashDiffers')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
