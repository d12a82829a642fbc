import { Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { DialogShell } from '../../../components/dialog-shell';
import { useAppSettings, type AuthTab } from '../../../stores/app-settings';

/**
 * The auth dialog's frame: login and register tabs with their titles. The forms arrive with
 * the accounts issue. Closing it on /login or /register goes home, so the address matches.
 */
export function AuthDialog() {
  const { t } = useTranslation();
  const { open, tab } = useAppSettings((state) => state.auth);
  const setAuthTab = useAppSettings((state) => state.setAuthTab);
  const closeAuth = useAppSettings((state) => state.closeAuth);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const close = () => {
    closeAuth();
    if (pathname === '/login' || pathname === '/register') navigate('/', { replace: true });
  };

  return (
    <DialogShell opened={open} onClose={close} title={t('auth.dialogLabel')} size="md">
      <Tabs value={tab} onChange={(value) => value && setAuthTab(value as AuthTab)} keepMounted={false}>
        <Tabs.List grow aria-label={t('auth.tabs')}>
          <Tabs.Tab value="login">{t('auth.loginTab')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('auth.registerTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login" pt="lg">
          <Title order={2} size="h3">
            {t('auth.loginTitle')}
          </Title>
        </Tabs.Panel>
        <Tabs.Panel value="register" pt="lg">
          <Title order={2} size="h3">
            {t('auth.registerTitle')}
          </Title>
        </Tabs.Panel>
      </Tabs>
    </DialogShell>
  );
}
