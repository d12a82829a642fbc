import { ActionIcon, Anchor, Button, Divider, Group, Popover, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wageringProgress } from '#common/wagering.ts';
import { useWagering, type BonusSummary } from '#web/api/bonuses.ts';
import { refreshBalance, usePlayer, useWallets, type Wallet } from '#web/api/player.ts';
import { formatAmount } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { OpenCurrencyWallet } from './open-currency-wallet';
import { RefreshIcon } from './refresh-icon';
import { GuestWallet } from './guest-wallet';

const amountOf = (wallets: Wallet[], walletType: Wallet['walletType'], currency: string) =>
  wallets.find((wallet) => wallet.walletType === walletType && wallet.currency === currency)?.amount ?? 0;

function WalletRow({ label, amount, currency }: { label: string; amount: number; currency: string }) {
  const locale = currentLanguage();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={700} ff="monospace">
        {formatFullAmount(amount, currency, locale)}
      </Text>
    </Group>
  );
}

/** Under the bonus wallet while bonuses are wagered: what they hold, how far their wagering is, and the way to them. */
function Wagering({ summary, onNavigate }: { summary: BonusSummary; onNavigate: () => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const money = (amount: number) => formatFullAmount(amount, summary.currency, locale);
  const progress = wageringProgress(summary.wageringDone, summary.wageringRequired);
  const text = t('wallet.header.wagering', { done: money(summary.wageringDone), required: money(summary.wageringRequired), percent: progress.percent });
  return (
    <Stack gap={4} pl="xs">
      <Progress value={progress.percent} size="sm" color="yellow.6" aria-label={text} />
      <Text size="xs">{text}</Text>
      <Text size="xs" c="dimmed">
        {t('wallet.header.locked', { locked: money(summary.locked), transferable: money(summary.transferable) })}
      </Text>
      <Anchor component={Link} to={href('/promo', { tab: 'bonuses' })} size="xs" onClick={onNavigate}>
        {t('wallet.header.bonuses')}
      </Anchor>
    </Stack>
  );
}

/**
 * The player's money in the header (SPEC §3 "User" wallets): the main balance in SPEC §9's short
 * form, and on click the COMMON and PROMOTION wallets in full (the bonus wallet with the wagering of
 * its bonuses), wallets in other currencies, a refresh, opening a wallet in another currency and the
 * way to deposit. Balances come from the balance query, which the `wallet` push keeps current
 * (api/live-updates); the wagering from the bonuses, read when the popover opens. A guest of the app sees
 * its demo balance instead (./guest-wallet).
 */
export default function HeaderWallet() {
  const player = usePlayer();
  if (player?.guest) return <GuestWallet demoBalance={player.demoBalance ?? 0} />;
  return <PlayerWallet />;
}

function PlayerWallet() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const wallets = useWallets();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const refresh = useMutation({ mutationFn: refreshBalance });
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  const wagering = useWagering(opened);
  // getBalance answers COMMON first: the first wallet's currency is the one the player opened with.
  const mainCurrency = wallets[0]?.currency ?? 'JPY';
  const main = amountOf(wallets, 'COMMON', mainCurrency);
  const short = formatAmount(main, { locale, currency: mainCurrency });
  const others = [...new Set(wallets.map((wallet) => wallet.currency))].filter((currency) => currency !== mainCurrency);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <UnstyledButton aria-label={t('wallet.header.button', { amount: short })} px="xs" py={4} onClick={() => setOpened((open) => !open)}>
          <Text size="sm" fw={700} lh={1.2}>
            {short}
          </Text>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('wallet.header.title')}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} component="h2" size="md" m={0}>
              {t('wallet.header.title')}
            </Text>
            <ActionIcon
              variant="subtle"
              aria-label={t('wallet.header.refresh')}
              loading={refresh.isPending}
              onClick={() => refresh.mutate()}
            >
              <RefreshIcon />
            </ActionIcon>
          </Group>
          <Stack gap={4} aria-busy={refresh.isPending}>
            <WalletRow label={t('wallet.header.main')} amount={main} currency={mainCurrency} />
            <WalletRow label={t('wallet.header.promotion')} amount={amountOf(wallets, 'PROMOTION', mainCurrency)} currency={mainCurrency} />
            {wagering && wagering.currency === mainCurrency ? <Wagering summary={wagering} onNavigate={close} /> : null}
          </Stack>
          {others.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600} component="h3" m={0}>
                {t('wallet.header.otherCurrencies')}
              </Text>
              {others.map((currency) => (
                <Stack key={currency} gap={2} pl="xs">
                  <WalletRow label={`${currency} ${t('wallet.header.main')}`} amount={amountOf(wallets, 'COMMON', currency)} currency={currency} />
                  <WalletRow label={`${currency} ${t('wallet.header.promotion')}`} amount={amountOf(wallets, 'PROMOTION', currency)} currency={currency} />
                </Stack>
              ))}
            </Stack>
          ) : null}
          <Divider />
          <OpenCurrencyWallet held={new Set(wallets.map((wallet) => wallet.currency))} />
          <Divider />
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={href('/account/records')} size="sm" onClick={close}>
              {t('wallet.header.records')}
            </Anchor>
            <Button component={Link} to={href('/account/deposit')} size={bigScreen ? 'sm' : 'xs'} onClick={close}>
              {t('wallet.header.deposit')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
