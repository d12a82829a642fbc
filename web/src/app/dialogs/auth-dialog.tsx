import { Tabs } from '@mantine/core';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useNavigate } from 'react-router';
import { DialogShell } from '../../components/dialog-shell';
import { useAppSettings, type AuthTab } from '../../stores/app-settings';
import { LoginPanel } from '../../features/login/components/login-panel';
import { RegisterPanel } from '../../features/registration/components/register-panel';
import { href, isAt } from '../../lib/paths';

/**
 * The auth dialog (SPEC §2): login and register tabs. Closing it on /login or /register goes
 * home, so the address matches what is on screen; so does a login or registration.
 */
export function AuthDialog() {
  const { t } = useTranslation();
  const { open, tab } = useAppSettings((state) => state.auth);
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const setAuthTab = useAppSettings((state) => state.setAuthTab);
  const closeAuth = useAppSettings((state) => state.closeAuth);
  const navigate = useNavigate();
  // The router itself, not React's copy of its state: that copy follows in a transition, so at
  // the moment the dialog closes it still says "idle on /login" while a navigation is on its way.
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  const close = () => {
    closeAuth();
    // A close that comes after a navigation elsewhere (10004: the error policy's /accountDisabled)
    // leaves it alone; going home here replaced it while its chunk loaded, and a player who came
    // by a /login link ended on / instead of /accountDisabled.
    const state = router?.state;
    if (state && state.navigation.state === 'idle' && isAt(state.location.pathname, '/login', '/register')) {
      navigate(href('/'), { replace: true });
    }
  };

  // Not in a portal: Mantine's portal mounts its content in a second, synchronous render after its
  // own layout effect, so the whole dialog rendered in one long task; rendered in place (the site's
  // dialogs sit at the end of the shell, outside any transform), it renders in the time-sliced pass
  // that mounts it.
  return (
    <DialogShell
      opened={open}
      onClose={close}
      title={t('auth.dialogLabel')}
      size="md"
      fullScreen={!bigScreen}
      withinPortal={false}
    >
      <Tabs value={tab} onChange={(value) => value && setAuthTab(value as AuthTab)} keepMounted={false}>
        <Tabs.List grow aria-label={t('auth.tabs')}>
          <Tabs.Tab value="login">{t('auth.loginTab')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('auth.registerTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login" pt="lg">
          <LoginPanel onDone={close} />
        </Tabs.Panel>
        <Tabs.Panel value="register" pt="lg">
          <RegisterPanel onDone={close} />
        </Tabs.Panel>
      </Tabs>
    </DialogShell>
  );
}
