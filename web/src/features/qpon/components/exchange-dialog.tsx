import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { NetworkError, TimeoutError } from '#web/lib/http/errors.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { useExchange, type PointsGoods } from '../api/points';
import { formatPoints } from '../utils/coupon-text';

/**
 * The confirmation before an exchange (it cannot be undone). Each attempt has its own idempotency
 * key, kept while no answer came (a retry is the same attempt) and renewed after any answer. A
 * success goes to the reward it gave; a refusal (not enough points, sold out, ...) is said here in
 * the server's words, and the shop shows the points and stock as they now are.
 */
export function ExchangeDialog({ goods, balance, onClose }: { goods: PointsGoods | null; balance: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const navigate = useNavigate();
  const exchange = useExchange();
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    exchange.reset();
    onClose();
  };

  const confirm = async () => {
    if (!goods) return;
    setFailure(null);
    try {
      const done = await exchange.mutateAsync({ goodsId: goods.goodsId, idempotencyKey: attemptKey });
      setAttemptKey(crypto.randomUUID());
      navigate(href('/q-pon-reward', { couponId: done.coupon.couponId }));
    } catch (error) {
      if (!(error instanceof NetworkError || error instanceof TimeoutError)) setAttemptKey(crypto.randomUUID());
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <DialogShell opened={goods !== null} onClose={close} title={t('qpon.exchange.title')} size="sm">
      {goods ? (
        <Stack gap="md">
          <Text fw={700}>{t('qpon.exchange.question', { title: goods.title })}</Text>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('qpon.exchange.price')}</Table.Th>
                <Table.Td ta="right">{t('qpon.goods.price', { points: formatPoints(goods.price, locale) })}</Table.Td>
              </Table.Tr>
              {balance !== undefined ? (
                <Table.Tr>
                  <Table.Th scope="row">{t('qpon.exchange.after')}</Table.Th>
                  <Table.Td ta="right">{t('qpon.points.amount', { points: formatPoints(Math.max(0, balance - goods.price), locale) })}</Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed">
            {t('qpon.exchange.note')}
          </Text>
          <FormError>{failure}</FormError>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('qpon.exchange.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={exchange.isPending}>
              {t('qpon.exchange.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </DialogShell>
  );
}
