import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountSummary } from '../../api/account-summary';
import { useLoginNamePrefix } from '../../api/platform';
import { usePlayer, useWallets } from '../../api/player';
import { PageFrame } from '../../components/page-frame';
import { formatFullAmount } from '../../lib/format/full-amount';
import { currentLanguage } from '../../lib/i18n/i18n';
import { stripLoginNamePrefix } from '../../lib/validation/validation';
import { useAppSettings } from '../../stores/app-settings';
import { AccountNav } from './account-nav';

/** Who is in, at the top of the account centre: the name, the main balance (in full) and the level. */
function AccountSummaryCard() {
  const { t } = useTranslation();
  const player = usePlayer();
  const prefix = useLoginNamePrefix();
  const main = useWallets().find((wallet) => wallet.walletType === 'COMMON');
  const summary = useAccountSummary();
  const locale = currentLanguage();
  if (!player) return null;
  return (
    <Paper withBorder radius="md" p="md" aria-label={t('accountHome.summary')} component="section">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('accountHome.player')}
          </Text>
          <Text fw={700} size="lg">
            {player.guest ? t('account.guestName') : stripLoginNamePrefix(prefix, player.loginName)}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('accountHome.level')}
          </Text>
          {summary.data ? (
            <Group gap={6}>
              <Text fw={700}>{summary.data.levelName}</Text>
              {summary.data.vip ? <Badge color="violet.9">{t('accountHome.vip')}</Badge> : null}
            </Group>
          ) : (
            <Skeleton height={24} width={96} aria-hidden="true" />
          )}
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" mt="sm">
        {t('account.mainWallet')}
      </Text>
      <Text fw={700} size="xl">
        {formatFullAmount(main?.amount ?? 0, main?.currency ?? 'JPY', locale)}
      </Text>
    </Paper>
  );
}

/** /account: the player at the top, then (phones) the account centre's menu as a list; big screens have the menu beside. */
export function Component() {
  const { t } = useTranslation();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  return (
    <PageFrame title={t('pages.account')}>
      <AccountSummaryCard />
      {bigScreen ? <Text c="dimmed">{t('accountHome.chooseFromMenu')}</Text> : <AccountNav asList />}
    </PageFrame>
  );
}
