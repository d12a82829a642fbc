import '@mantine/charts/styles.layer.css';
import { AreaChart } from '@mantine/charts';
import { Anchor, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { wageringProgress } from '#common/wagering.ts';
import { useBonuses, type Bonus } from '#web/api/bonuses.ts';
import { invalidateMyNumbers, useBonusWagering, type WageringHistory } from '#web/api/my-numbers.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { href } from '#web/lib/paths.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { FigureCards, FigureTable, FiguresAnswer, useFigureText } from './figures';

const BONUS = 'bonusId';

/**
 * /account/bonus-wagering: how a bonus's wagering went, day by day (an area of the total done,
 * with the requirement as a line) over a table of the same figures. The bonus is chosen from the
 * player's bonuses (the address keeps it, so a bonus card links straight to its own); the first,
 * the oldest active one, when none is named. The chart is a picture of the table, which is what a
 * screen reader reads.
 */
export function Component() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const bonuses = useBonuses();
  const list = bonuses.data?.bonuses;
  const named = search.get(BONUS);
  const chosen = list?.find((bonus) => bonus.bonusId === named) ?? list?.[0];
  const history = useBonusWagering(chosen?.bonusId);
  usePushTopic('wallet', () => void invalidateMyNumbers());

  return (
    <PageFrame title={t('pages.bonusWagering')}>
      <Text size="sm" c="dimmed">
        {t('bonusWagering.intro')}
      </Text>
      <FiguresAnswer answer={bonuses}>
        {({ bonuses: all }) =>
          all.length === 0 || !chosen ? (
            <Text>
              {t('bonusWagering.none')}{' '}
              <Anchor component={Link} to={href('/promo')}>
                {t('bonusWagering.toPromotions')}
              </Anchor>
            </Text>
          ) : (
            <>
              <NativeSelect
                label={t('bonusWagering.bonus')}
                value={chosen.bonusId}
                onChange={(event) => setSearch({ [BONUS]: event.currentTarget.value }, { replace: true })}
                data={all.map((bonus) => ({ value: bonus.bonusId, label: bonusLabel(bonus, t) }))}
                maw={420}
              />
              <FiguresAnswer answer={history}>{(answer) => <WageringReport history={answer} />}</FiguresAnswer>
            </>
          )
        }
      </FiguresAnswer>
    </PageFrame>
  );
}

const bonusLabel = (bonus: Bonus, t: (key: string) => string) => `${bonus.title} (${t(`bonusWagering.status.${bonus.status}`)})`;

function WageringReport({ history }: { history: WageringHistory }) {
  const { t } = useTranslation();
  const text = useFigureText();
  const { bonus, days } = history;
  const money = (value: number) => text.amount(value, bonus.currency);
  const progress = wageringProgress(bonus.wageringDone, bonus.wageringRequired);
  const required = bonus.wageringRequired;
  const data = days.map((day) => ({ date: day.date.slice(5), done: day.done }));
  const percentOf = (done: number) => `${wageringProgress(done, required).percent}%`;
  return (
    <Stack gap="lg" component="section" aria-label={bonus.title}>
      <FigureCards
        label={t('bonusWagering.summary')}
        items={[
          { label: t('bonusWagering.required'), value: money(required) },
          { label: t('bonusWagering.done'), value: money(bonus.wageringDone) },
          { label: t('bonusWagering.left'), value: money(Math.max(0, required - bonus.wageringDone)) },
          { label: t('bonusWagering.progress'), value: `${progress.percent}%` },
        ]}
      />
      {days.every((day) => day.bets === 0) ? (
        <Text size="sm" c="dimmed">
          {t('bonusWagering.noPlay')}
        </Text>
      ) : (
        <div aria-hidden="true">
          <Text fw={700} mb="xs">
            {t('bonusWagering.chartTitle')}
          </Text>
          <AreaChart
            h={220}
            data={data}
            dataKey="date"
            series={[{ name: 'done', label: t('bonusWagering.done'), color: progress.met ? 'teal.7' : 'blue.7' }]}
            valueFormatter={money}
            curveType="step"
            // The goal as a line across: the area reaching it is the requirement met.
            yAxisProps={{ domain: [0, Math.max(required, ...days.map((day) => day.done))] }}
            referenceLines={[{ y: required, label: t('bonusWagering.required'), color: 'gray.6' }]}
            areaChartProps={{ accessibilityLayer: false }}
          />
        </div>
      )}
      <FigureTable
        caption={t('bonusWagering.chartTitle')}
        // Five columns: on a phone the table scrolls sideways rather than breaking its headings.
        minWidth={480}
        head={
          <Table.Tr>
            <Table.Th>{t('bonusWagering.date')}</Table.Th>
            <Table.Th ta="right">{t('bonusWagering.wagered')}</Table.Th>
            <Table.Th ta="right">{t('bonusWagering.bets')}</Table.Th>
            <Table.Th ta="right">{t('bonusWagering.done')}</Table.Th>
            <Table.Th ta="right">{t('bonusWagering.progress')}</Table.Th>
          </Table.Tr>
        }
      >
        {days.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
              {day.date}
            </Table.Th>
            <Table.Td ta="right">{money(day.wagered)}</Table.Td>
            <Table.Td ta="right">{text.count(day.bets)}</Table.Td>
            <Table.Td ta="right">{money(day.done)}</Table.Td>
            <Table.Td ta="right">{percentOf(day.done)}</Table.Td>
          </Table.Tr>
        ))}
      </FigureTable>
    </Stack>
  );
}
