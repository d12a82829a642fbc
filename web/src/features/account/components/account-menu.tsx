import { Avatar, Badge, Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { useUnreadNotices } from '#web/api/notices.ts';
import { usePlayer } from '#web/api/player.ts';
import { useLoginNamePrefix } from '#web/api/platform.ts';
import { signOut } from '#web/api/sign-out.ts';
import { stripLoginNamePrefix } from '#web/lib/validation/validation.ts';
import { DeleteAccountDialog } from './delete-account-dialog';
import { QuickLockDialog } from './quick-lock-dialog';
import { href } from '#web/lib/paths.ts';

/**
 * The logged-in player in the header (SPEC §3 "User"): the name (its initial on phones), the
 * account centre, the one-tap 24 h lock, logout and account deletion in the menu; the balances
 * are the header wallet's (features/wallet). Loaded after the first paint (the menu brings the
 * popover library).
 */
export default function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = usePlayer();
  const prefix = useLoginNamePrefix();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const [deleting, setDeleting] = useState(false);
  const [locking, setLocking] = useState(false);
  const unread = useUnreadNotices();
  if (!user) return null;

  // A guest of the app has no name of its own yet (SPEC §6): it is the guest.
  const name = user.guest ? t('account.guestName') : stripLoginNamePrefix(prefix, user.loginName);

  const logOut = async () => {
    await signOut();
    navigate(href('/'));
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal width={240}>
        <Menu.Target>
          <UnstyledButton aria-label={t('account.menu', { name })} px="xs" py={4}>
            {bigScreen ? (
              <Text size="sm" fw={700} lh={1.2}>
                {name}
              </Text>
            ) : (
              // No initials: text inside the button would have to be part of its name (WCAG 2.5.3).
              <Avatar size="sm" radius="xl" variant="filled" color="indigo.9" aria-hidden />
            )}
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item onClick={() => navigate(href('/account'))}>{t('account.myAccount')}</Menu.Item>
          <Menu.Item onClick={() => navigate(href('/account/deposit'))}>{t('account.deposit')}</Menu.Item>
          <Menu.Item
            onClick={() => navigate(href('/account/notices'))}
            rightSection={
              unread > 0 ? (
                <Badge size="sm" color="red.9" circle aria-label={t('account.noticesUnread', { count: unread })}>
                  {unread > 99 ? '99+' : unread}
                </Badge>
              ) : null
            }
          >
            {t('account.notices')}
          </Menu.Item>
          <Menu.Item onClick={() => navigate(href('/q-pon/shop'))}>{t('account.qpon')}</Menu.Item>
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
