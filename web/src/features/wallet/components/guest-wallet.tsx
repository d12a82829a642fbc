import { Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshPlayer } from '#web/api/player.ts';
import { formatAmount } from '#web/lib/format/format.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';

/**
 * A guest of the app's money in the header (SPEC §6): the demo balance its demo games play on
 * (what the player's record says; a round moves it), never a real balance, and the way to
 * register, which keeps the guest's favourites and settings.
 */
export function GuestWallet({ demoBalance }: { demoBalance: number }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const openAuth = useAppSettings((state) => state.openAuth);
  const [opened, setOpened] = useState(false);
  const short = formatAmount(demoBalance, { locale, currency: 'JPY' });

  const toggle = () => {
    // Demo rounds in a game moved it: read it afresh when the player looks.
    if (!opened) refreshPlayer().catch(() => undefined);
    setOpened((open) => !open);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <UnstyledButton aria-label={t('wallet.guest.button', { amount: short })} px="xs" py={4} onClick={toggle}>
          <Text size="xs" c="dimmed" lh={1}>
            {t('wallet.guest.demo')}
          </Text>
          <Text size="sm" fw={700} lh={1.2}>
            {short}
          </Text>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('wallet.guest.title')}>
        <Stack gap="sm">
          <Text fw={700} component="h2" size="md" m={0}>
            {t('wallet.guest.title')}
          </Text>
          <Text size="xl" fw={700} ff="monospace">
            {formatFullAmount(demoBalance, 'JPY', locale)}
          </Text>
          <Text size="sm">{t('wallet.guest.about')}</Text>
          <Button
            fullWidth
            onClick={() => {
              setOpened(false);
              openAuth('register');
            }}
          >
            {t('wallet.guest.register')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
