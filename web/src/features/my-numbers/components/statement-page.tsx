import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateMyNumbers, useMonthlyStatement, type MonthlyStatement } from '#web/api/my-numbers.ts';
import { usePlayer } from '#web/api/player.ts';
import { useLoginNamePrefix } from '#web/api/platform.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { showToast } from '#web/components/toast.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { stripLoginNamePrefix } from '#web/lib/validation/validation.ts';
import { statementStrings, type StatementLanguage } from '../statement-pdf/printable-text';
import { FigureCards, FigureTable, FiguresAnswer, netColour, useFigureText } from './figures';
import { recentMonths } from './months';

type FileKind = 'csv' | 'pdf';

/**
 * /account/statement: a month's statement. A preview of what the files hold (each wallet's
 * opening, totals per kind and closing, the points' totals, every movement), and the month as a
 * CSV and as a printable PDF, made in the browser from the same read. The kinds, wallets and
 * column headings are the statement's own words (statement-pdf/printable-text), the same in the
 * preview, the CSV and the PDF.
 */
export function Component() {
  const { t } = useTranslation();
  const player = usePlayer();
  const timeZone = player?.timeZone;
  const [months] = useState(() => recentMonths(timeZone));
  const [month, setMonth] = useState(months[0]!);
  const answer = useMonthlyStatement({ month });
  usePushTopic('wallet', () => void invalidateMyNumbers());

  return (
    <PageFrame title={t('pages.statement')}>
      <Text size="sm" c="dimmed">
        {t('statement.intro')}
      </Text>
      <NativeSelect
        label={t('myNumbers.month')}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        data={months.map((value) => ({ value, label: t('myNumbers.monthName', { year: Number(value.slice(0, 4)), month: Number(value.slice(5)) }) }))}
        maw={240}
      />
      <FiguresAnswer answer={answer}>{(statement) => <StatementPreview statement={statement} timeZone={timeZone ?? 'Asia/Tokyo'} />}</FiguresAnswer>
    </PageFrame>
  );
}

function Downloads({ statement, timeZone }: { statement: MonthlyStatement; timeZone: string }) {
  const { t } = useTranslation();
  const loginName = usePlayer()?.loginName ?? '';
  const prefix = useLoginNamePrefix();
  const [making, setMaking] = useState<FileKind | null>(null);
  const make = (kind: FileKind) => {
    setMaking(kind);
    const input = {
      statement,
      language: currentLanguage() as StatementLanguage,
      player: stripLoginNamePrefix(prefix, loginName),
      timeZone,
      csvWords: { section: t('statement.csv.section'), money: t('statement.csv.money'), points: t('statement.csv.points'), currency: t('statement.csv.currency') },
    };
    import('./statement-files')
      .then((files) => (kind === 'csv' ? files.downloadStatementCsv(input) : files.downloadStatementPdf(input)))
      .then(
        () => setMaking(null),
        (error: unknown) => {
          setMaking(null);
          showToast(t('statement.fileFailed', { reason: error instanceof Error ? error.message : String(error) }), 'error');
        },
      );
  };
  return (
    <Group gap="sm" role="group" aria-label={t('statement.downloads')}>
      <Button variant="light" loading={making === 'csv'} disabled={making !== null} onClick={() => make('csv')}>
        {t('statement.downloadCsv')}
      </Button>
      <Button variant="light" loading={making === 'pdf'} disabled={making !== null} onClick={() => make('pdf')}>
        {t('statement.downloadPdf')}
      </Button>
    </Group>
  );
}

function StatementPreview({ statement, timeZone }: { statement: MonthlyStatement; timeZone: string }) {
  const { t } = useTranslation();
  const text = useFigureText();
  const words = statementStrings[currentLanguage() as StatementLanguage];
  const locale = currentLanguage();
  const at = (iso: string) => formatDate(iso, { locale, timeZone, withTime: true });
  const points = statement.pointsTotals;
  const nothing = statement.money.length === 0 && statement.points.length === 0;
  return (
    <Stack gap="lg" component="section" aria-label={t('statement.preview')}>
      <Downloads statement={statement} timeZone={timeZone} />
      {nothing ? <Text>{t('statement.noMovements')}</Text> : null}
      {statement.wallets.map((wallet) => (
        <FigureTable
          key={`${wallet.walletType}:${wallet.currency}`}
          caption={`${words.walletsHeading}: ${words.wallets[wallet.walletType]} (${wallet.currency})`}
          minWidth={0}
          head={
            <Table.Tr>
              <Table.Th>{words.columns.kind}</Table.Th>
              <Table.Th ta="right">{words.credits}</Table.Th>
              <Table.Th ta="right">{words.debits}</Table.Th>
            </Table.Tr>
          }
        >
          <Table.Tr>
            <Table.Th scope="row">{words.opening}</Table.Th>
            <Table.Td ta="right" colSpan={2}>
              {text.amount(wallet.opening, wallet.currency)}
            </Table.Td>
          </Table.Tr>
          {wallet.byKind.map((total) => (
            <Table.Tr key={total.kind}>
              <Table.Th scope="row" fw={400}>
                {words.moneyKinds[total.kind]}
              </Table.Th>
              <Table.Td ta="right">{text.amount(total.credits, wallet.currency)}</Table.Td>
              <Table.Td ta="right">{text.amount(total.debits, wallet.currency)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{words.closing}</Table.Th>
            <Table.Td ta="right" colSpan={2} fw={700}>
              {text.amount(wallet.closing, wallet.currency)}
            </Table.Td>
          </Table.Tr>
        </FigureTable>
      ))}
      <Text fw={700} mb={-8}>
        {words.pointsHeading}
      </Text>
      <FigureCards
        label={words.pointsHeading}
        items={[
          { label: words.opening, value: text.count(points.opening) },
          { label: words.credits, value: text.count(points.credits) },
          { label: words.debits, value: text.count(points.debits) },
          { label: words.closing, value: text.count(points.closing) },
        ]}
      />
      {statement.money.length > 0 ? (
        <FigureTable
          caption={words.moneyHeading}
          head={
            <Table.Tr>
              <Table.Th>{words.columns.time}</Table.Th>
              <Table.Th>{words.columns.kind}</Table.Th>
              <Table.Th>{words.columns.wallet}</Table.Th>
              <Table.Th ta="right">{words.columns.amount}</Table.Th>
              <Table.Th ta="right">{words.columns.balanceAfter}</Table.Th>
              <Table.Th>{words.columns.ref}</Table.Th>
            </Table.Tr>
          }
        >
          {statement.money.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Th scope="row" fw={400}>
                {at(line.time)}
              </Table.Th>
              <Table.Td>{words.moneyKinds[line.kind]}</Table.Td>
              <Table.Td>{words.wallets[line.walletType]}</Table.Td>
              <Table.Td ta="right">
                <Text size="sm" span c={netColour(line.amount)}>
                  {text.net(line.amount, line.currency)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{text.amount(line.balanceAfter, line.currency)}</Table.Td>
              <Table.Td>{line.ref ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </FigureTable>
      ) : null}
      {statement.points.length > 0 ? (
        <FigureTable
          caption={words.pointsMovementsHeading}
          minWidth={0}
          head={
            <Table.Tr>
              <Table.Th>{words.columns.time}</Table.Th>
              <Table.Th>{words.columns.kind}</Table.Th>
              <Table.Th ta="right">{words.columns.points}</Table.Th>
              <Table.Th ta="right">{words.columns.balanceAfter}</Table.Th>
            </Table.Tr>
          }
        >
          {statement.points.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Th scope="row" fw={400}>
                {at(line.time)}
              </Table.Th>
              <Table.Td>{words.pointsKinds[line.kind]}</Table.Td>
              <Table.Td ta="right">{text.count(line.points)}</Table.Td>
              <Table.Td ta="right">{text.count(line.balanceAfter)}</Table.Td>
            </Table.Tr>
          ))}
        </FigureTable>
      ) : null}
    </Stack>
  );
}
