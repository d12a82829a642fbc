import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { safeLink } from '#web/lib/safe-url.ts';
import { showToast } from '#web/components/toast.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useDepositOrder, type DepositOrder, type DepositOrderStatus } from '../api/deposit';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { networkLabel } from '../utils/network-label';
import { CopyField } from './copy-field';
import { QrCode } from '#web/components/qr-code.tsx';

const STATUS_COLORS: Record<DepositOrderStatus, string> = { PENDING: 'yellow', PAID: 'teal', FAILED: 'red', REJECTED: 'red', EXPIRED: 'gray' };
const TIME_ZONE = 'Asia/Tokyo';

function BankDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const bank = order.bankAccount;
  if (!bank) return null;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('deposit.bankIntro')}</Text>
      <dl style={{ margin: 0 }}>
        <CopyField label={t('deposit.bankName')} value={bank.bankName} shown={`${bank.bankName}（${bank.bankCode}）`} />
        <CopyField label={t('deposit.branch')} value={bank.branchName} shown={`${bank.branchName}（${bank.branchCode}）`} />
        <CopyField label={t('deposit.accountType')} value={t(`deposit.accountTypes.${bank.accountType}`)} />
        <CopyField label={t('deposit.accountNumber')} value={bank.accountNumber} />
        <CopyField label={t('deposit.accountHolder')} value={bank.accountHolderKana} />
        <CopyField label={t('deposit.reference')} value={order.reference} />
        <CopyField label={t('deposit.transferAmount')} value={String(order.amount)} shown={formatFullAmount(order.amount, order.currency)} />
      </dl>
      <Alert color="blue" variant="light">
        {t('deposit.referenceHint', { reference: order.reference })}
      </Alert>
    </Stack>
  );
}

function CryptoDetails({ order }: { order: DepositOrder }) {
  const { t } = useTranslation();
  const crypto = order.crypto;
  if (!crypto) return null;
  const coin = `${crypto.cryptoAmount} ${crypto.currency}`;
  const network = networkLabel(crypto.network);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('deposit.cryptoIntro', { amount: coin, network })}</Text>
      <Center>
        <QrCode value={crypto.paymentUri} label={t('deposit.qrLabel', { currency: crypto.currency })} />
      </Center>
      <dl style={{ margin: 0 }}>
        <CopyField label={t('deposit.address', { network })} value={crypto.address} />
        <CopyField label={t('deposit.cryptoAmount')} value={String(crypto.cryptoAmount)} shown={coin} />
      </dl>
      <Text size="xs" c="dimmed">
        {t('deposit.rateNote', { rate: formatFullAmount(crypto.rate, order.currency, undefined, { exact: true }), currency: crypto.currency })}
      </Text>
      <Alert color="orange" variant="light">
        {t('deposit.networkWarning', { network, currency: crypto.currency })}
      </Alert>
    </Stack>
  );
}

/** Says "paid" once, when this page sees the order go from pending to paid (push or read). */
function usePaidToast(order: DepositOrder | undefined) {
  const { t } = useTranslation();
  const previous = useRef<DepositOrderStatus | undefined>(undefined);
  useEffect(() => {
    if (!order) return;
    if (previous.current === 'PENDING' && order.status === 'PAID') showToast(t('deposit.paidToast', { amount: formatFullAmount(order.amount, order.currency) }), 'success');
    previous.current = order.status;
  }, [order, t]);
}

/** An order after it was opened: what to pay where, and its status as it changes. */
export function OrderPanel({ orderId, onNewDeposit }: { orderId: string; onNewDeposit: () => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const query = useDepositOrder(orderId);
  const order = query.data;
  usePaidToast(order);

  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('deposit.loading')}>
        <Loader />
      </Center>
    );
  }
  if (!order) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          {errorMessage(query.error, t)}
        </Alert>
        <Button variant="default" onClick={onNewDeposit}>
          {t('deposit.newDeposit')}
        </Button>
      </Stack>
    );
  }
  const pending = order.status === 'PENDING';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t(`deposit.channels.${order.channel}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t('deposit.orderNumber', { orderId: order.orderId })}
            </Text>
          </div>
          <div role="status" aria-live="polite" aria-label={t('deposit.statusLabel')}>
            <Badge size="lg" color={STATUS_COLORS[order.status]} autoContrast>
              {t(`deposit.status.${order.status}`)}
            </Badge>
          </div>
        </Group>
        <Text fw={700} size="xl">
          {formatFullAmount(order.amount, order.currency)}
        </Text>
        {pending && order.channel === 'BANK' ? <BankDetails order={order} /> : null}
        {pending && order.channel === 'VIRTUAL' ? <CryptoDetails order={order} /> : null}
        {pending && order.channel === 'BUY_CRYPTO' && safeLink(order.payUrl) ? (
          // The provider's page comes from the server: an http(s) address or a site path only (lib/safe-url).
          <Button component="a" href={safeLink(order.payUrl)!}>
            {t('deposit.openProvider')}
          </Button>
        ) : null}
        <Text size="sm" c="dimmed">
          {pending
            ? t('deposit.pendingNote', { time: formatDate(order.expiresAt, { locale, timeZone: TIME_ZONE, withTime: true }) })
            : t(`deposit.outcome.${order.status}`, { time: formatDate(order.settledAt ?? order.createdAt, { locale, timeZone: TIME_ZONE, withTime: true }) })}
        </Text>
        <Button variant={pending ? 'default' : 'filled'} onClick={onNewDeposit}>
          {t('deposit.newDeposit')}
        </Button>
      </Stack>
    </Paper>
  );
}
