import { Alert, Button, Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnFigures } from '#web/api/my-numbers.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { numberFormat } from '#web/lib/format/intl-formats.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';

/** A gain in teal, a loss in red, as the bet history shows them: shades the theme picks for light and dark (app/theme.ts). */
export const netColour = (net: number) => (net > 0 ? 'var(--qc-gain)' : net < 0 ? 'var(--qc-loss)' : undefined);

/** How the pages write the figures, in the player's language. */
export function useFigureText() {
  const locale = currentLanguage();
  return {
    amount: (amount: number, currency: string) => formatFullAmount(amount, currency, locale),
    net: (net: number, currency: string) => formatFullAmount(net, currency, locale, { signed: true }),
    /** A return in percent with 2 decimals; "-" when nothing was staked. */
    rtp: (rtp: number | null) => (rtp === null ? '-' : `${numberFormat(locale, 2, 2).format(rtp)}%`),
    count: (count: number) => numberFormat(locale, 0, 0).format(count),
  };
}

/** Labelled figures as a definition list of cards (a named group): two to a row on phones, all in one on big screens. */
export function FigureCards({ label, items }: { label: string; items: { label: string; value: string; colour?: string | undefined }[] }) {
  // The name goes on a wrapper: a role on the dl itself would take away its list semantics (axe's dlitem).
  return (
    <div role="group" aria-label={label}>
      <SimpleGrid cols={{ base: 2, sm: items.length }} spacing="xs" component="dl" m={0}>
        {items.map((item) => (
          <Paper key={item.label} withBorder p="xs" radius="md">
            <Text component="dt" size="xs" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={700} c={item.colour}>
              {item.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}

/** The cells every row of return figures ends with: my RTP, rounds, stake, payout, net. */
export function FigureCells({ figures, currency }: { figures: ReturnFigures; currency: string }) {
  const text = useFigureText();
  return (
    <>
      <Table.Td ta="right" fw={700}>
        {text.rtp(figures.rtp)}
      </Table.Td>
      <Table.Td ta="right">{text.count(figures.rounds)}</Table.Td>
      <Table.Td ta="right">{text.amount(figures.stake, currency)}</Table.Td>
      <Table.Td ta="right">{text.amount(figures.payout, currency)}</Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={700} c={netColour(figures.net)} span>
          {text.net(figures.net, currency)}
        </Text>
      </Table.Td>
    </>
  );
}

/** The headers of FigureCells, after the row's own leading headers. */
export function FigureHeads({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      {children}
      <Table.Th ta="right">{t('myNumbers.rtp')}</Table.Th>
      <Table.Th ta="right">{t('myNumbers.rounds')}</Table.Th>
      <Table.Th ta="right">{t('myNumbers.stake')}</Table.Th>
      <Table.Th ta="right">{t('myNumbers.payout')}</Table.Th>
      <Table.Th ta="right">{t('myNumbers.net')}</Table.Th>
    </Table.Tr>
  );
}

/**
 * A table of figures with its caption, scrolling sideways on a phone rather than squeezing. The
 * scrolling box is a named region a keyboard can reach, so it can be scrolled without a pointer.
 */
/** `minWidth`: below it the table scrolls sideways (a table of a few narrow columns needs none). */
export function FigureTable({ caption, head, children, minWidth = 560 }: { caption: string; head: ReactNode; children: ReactNode; minWidth?: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={caption}>
      {/* Figures never break inside ("94.20" over "%" on a phone): the table scrolls sideways instead. */}
      <Table striped verticalSpacing="xs" captionSide="top" styles={{ td: { whiteSpace: 'nowrap' } }}>
        <Table.Caption ta="left" fw={700} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>{head}</Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A read's three states on these pages: failed (with a retry) until it has figures, loading, or its figures. */
export function FiguresAnswer<T>({ answer, children }: { answer: { data: T | undefined; isError: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (answer.isError && answer.data === undefined) {
    return (
      <Alert color="red" title={t('myNumbers.loadFailed')}>
        <Button variant="light" onClick={() => void answer.refetch()}>
          {t('myNumbers.retry')}
        </Button>
      </Alert>
    );
  }
  if (answer.data === undefined) return <Text aria-live="polite">{t('myNumbers.loading')}</Text>;
  return children(answer.data);
}
