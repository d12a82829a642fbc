import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { GlobalLoading } from '../../components/global-loading';
import { isLoggedIn, usePlayer } from '../../api/player';
import { useCommonConfig } from '../../api/platform';
import { restoreSession } from '../../api/session';
import { isTransferEligible } from '../../features/migration/utils/account-transfer';
import { MarqueeBar } from '../../features/marquee/components/marquee-bar';
import { useReferralCapture } from '../../features/referral/hooks/use-referral-capture';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useAppSettings } from '../../stores/app-settings';
import { useUserStore } from '../../stores/user';
import { useRouteMeta } from '../routes/use-route-meta';
import { loadChunk } from '../chunks/chunk-load-error';
import { ContactButton } from './contact-button';
import { SiteHeader } from './site-header';
import { TabBar } from './tab-bar';
import classes from './site-layout.module.css';

const SiteFooter = lazy(() => loadChunk(() => import('./site-footer'), 'site-footer'));
// Dialogs and the drawer load the first time they open: they bring Mantine's modal machinery,
// which the first paint does not need.
const AuthDialog = lazy(() =>
  loadChunk(() => import('../dialogs/auth-dialog'), 'auth-dialog').then((m) => ({ default: m.AuthDialog })),
);
const ForgotPasswordDialog = lazy(() =>
  loadChunk(() => import('../../features/password-recovery/components/forgot-password-dialog'), 'forgot-password-dialog').then((m) => ({
    default: m.ForgotPasswordDialog,
  })),
);
const PostRegistrationDialogs = lazy(() =>
  loadChunk(() => import('../../features/registration/components/post-registration-dialogs'), 'post-registration-dialogs').then((m) => ({
    default: m.PostRegistrationDialogs,
  })),
);
const LoginNoticeDialog = lazy(() =>
  loadChunk(() => import('../../features/login/components/login-notice-dialog'), 'login-notice-dialog').then((m) => ({
    default: m.LoginNoticeDialog,
  })),
);
const SideNav = lazy(() => loadChunk(() => import('./side-nav'), 'side-nav').then((m) => ({ default: m.SideNav })));
const AccountTransferDialog = lazy(() =>
  loadChunk(() => import('../../features/migration/components/account-transfer-dialog'), 'account-transfer-dialog').then((m) => ({
    default: m.AccountTransferDialog,
  })),
);
const ChatWidget = lazy(() => loadChunk(() => import('../../components/chat-widget'), 'chat-widget').then((m) => ({ default: m.ChatWidget })));

/** A referral link opens registration for a visitor; a returning player's session is restored first. */
function offerRegistration(): void {
  void restoreSession().then((loggedIn) => {
    if (!loggedIn && !isLoggedIn()) useAppSettings.getState().openAuth('register');
  });
}

/** True from the first time `open` is true: the part stays mounted so it can animate closed. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Every navigation starts at the top (SPEC §2). */
function useScrollToTop() {
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
}

function useDocumentTitle(titleKey: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = titleKey === 'pages.home' ? t('site.name') : `${t(titleKey)} | ${t('site.name')}`;
  }, [titleKey, t]);
}

/** The site chrome around every page, shown as the route's meta says. */
export function SiteLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const language = currentLanguage();
  // The shell loads the common config (SPEC §3) up front; every reader shares this cache entry.
  useCommonConfig();
  useScrollToTop();
  useReferralCapture(offerRegistration);
  useDocumentTitle(meta.titleKey);

  const showTabBar = !bigScreen && !meta.hideTabBar;
  const authDialog = useOpenedOnce(useAppSettings((state) => state.auth.open));
  const forgotPasswordDialog = useOpenedOnce(useAppSettings((state) => state.dialogs.forgetPassword));
  const sideNav = useOpenedOnce(useAppSettings((state) => state.dialogs.sideNav));
  const chatWidget = useOpenedOnce(useAppSettings((state) => state.dialogs.chat));
  // Only a player who can still transfer loads the transfer dialog; it decides itself when to open.
  const transferDialog = useOpenedOnce(isTransferEligible(usePlayer() ?? null));
  const postRegistration = useOpenedOnce(useUserStore((state) => state.isNewRegistration));
  const loginNotice = useOpenedOnce(useUserStore((state) => state.loginNotice !== null));

  return (
    <div className={classes.shell} data-tab-bar={showTabBar || undefined}>
      <a href="#main" className={classes.skipLink}>
        {t('site.skipToContent')}
      </a>
      {!meta.hideHeader ? <SiteHeader hideNav={Boolean(meta.hideNav)} /> : null}
      {!meta.hideHeader && !meta.hideNav ? <MarqueeBar locale={language} /> : null}
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      {!meta.hideFooter ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
      {showTabBar ? <TabBar /> : null}
      {!meta.hideService ? <ContactButton draggable={!bigScreen} /> : null}
      <Suspense fallback={null}>
        {sideNav ? <SideNav /> : null}
        {authDialog ? <AuthDialog /> : null}
        {postRegistration ? <PostRegistrationDialogs /> : null}
        {loginNotice ? <LoginNoticeDialog /> : null}
        {forgotPasswordDialog ? <ForgotPasswordDialog /> : null}
        {transferDialog ? <AccountTransferDialog /> : null}
        {chatWidget ? <ChatWidget /> : null}
      </Suspense>
      <GlobalLoading routeLoading={navigation.state === 'loading'} />
    </div>
  );
}
