import { Alert, Button, Divider, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codes } from '#web/lib/http/error-codes.ts';
import type { Bonus } from '#web/api/bonuses.ts';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { showToast } from '#web/components/toast.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { useForfeitPreview, useGiveUpBonus, type ForfeitPreview } from '../api/promotions';
import { useFormats } from '../hooks/use-formats';

/**
 * Give-up behind its preview: exactly what would leave the bonus wallet (the bonus and what play
 * with it won or lost, the free spins that would go with it), the wallet before and after. The
 * confirmation sends the amount shown; if play moved it meanwhile the server takes nothing and
 * answers the new preview, which replaces the old one here for the player to confirm again.
 */
export function GiveUpDialog({ bonus, onClose }: { bonus: Bonus | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormats();
  const read = useForfeitPreview(bonus?.bonusId ?? null);
  const giveUp = useGiveUpBonus();
  const [changed, setChanged] = useState<ForfeitPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = changed ?? read.data;
  const close = () => {
    setChanged(null);
    setFailure(null);
    onClose();
  };

  const confirm = () => {
    if (!preview) return;
    setFailure(null);
    // The outcome from the promise: the bonus given up leaves its list, which can take this
    // dialog's owner away before mutate's callbacks would run (no toast, no close).
    giveUp.mutateAsync({ bonusId: preview.bonusId, expectedForfeit: preview.forfeit }).then(
      (result) => {
        showToast(t('promo.giveUp.done', { amount: money(result.moved, preview.currency) }), 'success');
        close();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === codes.forfeitChanged) setChanged(error.data as ForfeitPreview);
        setFailure(error instanceof ApiError && error.code === codes.forfeitChanged ? t('promo.giveUp.changed') : errorMessage(error, t));
      },
    );
  };

  const row = (label: string, value: string, strong = false) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400}>
        {value}
      </Table.Td>
    </Table.Tr>
  );

  return (
    <DialogShell opened={bonus !== null} onClose={close} title={t('promo.giveUp.title')} size="md">
      {read.isError && !changed ? (
        <PartFailed onRetry={() => void read.refetch()} />
      ) : !preview ? (
        <Loader aria-label={t('promo.giveUp.loading')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('promo.giveUp.intro', { title: bonus?.title ?? '' })}</Text>
          <Table aria-label={t('promo.giveUp.preview')} withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {row(t('promo.giveUp.amount'), money(preview.amount, preview.currency))}
              {row(t(preview.winnings < 0 ? 'promo.giveUp.losses' : 'promo.giveUp.winnings'), money(Math.abs(preview.winnings), preview.currency))}
              {preview.freeSpinsLeft > 0 ? row(t('promo.giveUp.freeSpins'), t('promo.giveUp.spins', { count: preview.freeSpinsLeft })) : null}
              {row(t('promo.giveUp.forfeit'), money(preview.forfeit, preview.currency), true)}
            </Table.Tbody>
          </Table>
          <Divider />
          <Group justify="space-between">
            <Text size="sm">{t('promo.giveUp.before')}</Text>
            <Text size="sm">{money(preview.promotionBalance, preview.currency)}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{t('promo.giveUp.after')}</Text>
            <Text size="sm" fw={700}>
              {money(preview.promotionBalanceAfter, preview.currency)}
            </Text>
          </Group>
          {failure ? (
            <Alert color="red" role="alert" p="xs">
              {failure}
            </Alert>
          ) : null}
          <Stack gap="xs" mt="xs">
            <Button color="red.9" loading={giveUp.isPending} onClick={confirm}>
              {t('promo.giveUp.confirm', { amount: money(preview.forfeit, preview.currency) })}
            </Button>
            <Button variant="default" onClick={close}>
              {t('promo.giveUp.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
    </DialogShell>
  );
}
