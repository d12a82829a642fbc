import { Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatAmount } from '../../../lib/format/format';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useAppSettings } from '../../../stores/app-settings';
import { usePlayer, useWallets, type Wallet } from '../../../api/player';
import { useLoginNamePrefix } from '../../../api/platform';
import { signOut } from '../../../api/sign-out';
import { stripLoginNamePrefix } from '../../../lib/validation/validation';
import { DeleteAccountDialog } from './delete-account-dialog';
import { QuickLockDialog } from './quick-lock-dialog';
import { paths } from '../../../lib/paths';

const walletOf = (wallets: Wallet[], type: Wallet['walletType']) => wallets.find((wallet) => wallet.walletType === type);

/**
 * The logged-in player in the header (SPEC §3 "User"): the name and the main wallet at a glance,
 * both wallets, the account centre, the one-tap 24 h lock, logout and account deletion in the menu. Loaded after the first paint (the menu
 * brings the popover library).
 */
export default function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = currentLanguage();
  const user = usePlayer();
  // The balance query, which the `wallet` push keeps current (api/live-updates).
  const wallets = useWallets();
  const prefix = useLoginNamePrefix();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const [deleting, setDeleting] = useState(false);
  const [locking, setLocking] = useState(false);
  if (!user) return null;

  const name = stripLoginNamePrefix(prefix, user.loginName);
  const main = walletOf(wallets, 'COMMON');
  const promotion = walletOf(wallets, 'PROMOTION');
  const money = (wallet: Wallet | undefined) =>
    wallet ? formatAmount(wallet.amount, { locale, currency: wallet.currency }) : formatAmount(0, { locale, currency: 'JPY' });

  const logOut = async () => {
    await signOut();
    navigate(paths.home);
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal width={240}>
        <Menu.Target>
          <UnstyledButton aria-label={t('account.menu', { name })} px="xs" py={4}>
            <Stack gap={0} align="flex-end">
              {bigScreen ? (
                <Text size="sm" fw={700} lh={1.2}>
                  {name}
                </Text>
              ) : null}
              <Text size={bigScreen ? 'xs' : 'sm'} fw={bigScreen ? 400 : 700} c={bigScreen ? 'dimmed' : undefined} lh={1.2}>
                {money(main)}
              </Text>
            </Stack>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Stack gap={2} px="sm" pb="xs">
            <Text size="sm">
              {t('account.mainWallet')}: <strong>{money(main)}</strong>
            </Text>
            <Text size="sm">
              {t('account.promotionWallet')}: <strong>{money(promotion)}</strong>
            </Text>
          </Stack>
          <Menu.Divider />
          <Menu.Item onClick={() => navigate(paths.account)}>{t('account.myAccount')}</Menu.Item>
          <Menu.Item onClick={() => navigate(paths.deposit)}>{t('account.deposit')}</Menu.Item>
          <Menu.Item onClick={() => setLocking(true)}>{t('quickLock.menuItem')}</Menu.Item>
          <Menu.Item onClick={() => void logOut()}>{t('account.logout')}</Menu.Item>
          <Menu.Item color="red" onClick={() => setDeleting(true)}>
            {t('account.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
      <QuickLockDialog opened={locking} onClose={() => setLocking(false)} timeZone={user.timeZone} />
    </>
  );
}
