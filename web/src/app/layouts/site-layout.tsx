import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { GlobalLoading } from '../../components/global-loading';
import { isLoggedIn } from '../../api/player';
import { useCommonConfig } from '../../api/platform';
import { restoreSession } from '../../api/session';
import { MarqueeBar } from '../../features/marquee/components/marquee-bar';
import { useReferralCapture } from '../../features/referral/hooks/use-referral-capture';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useRemoveBootShell } from '../../lib/boot-shell';
import { useAppSettings } from '../../stores/app-settings';
import { useRouteMeta } from '../../lib/routing/route-meta';
import { SiteDialogs } from '../dialogs/site-dialogs';
import { ContactButton } from './contact-button';
import { loadCompetitionsStrip, loadSiteFooter } from './shell-parts';
import { SiteHeader } from './site-header';
import { TabBar } from './tab-bar';
import classes from './site-layout.module.css';

// Below the first paint's essentials: requested by the start-up beside the first page's chunk (shell-parts.ts).
const SiteFooter = lazy(loadSiteFooter);
const CompetitionsStrip = lazy(() => loadCompetitionsStrip().then((m) => ({ default: m.CompetitionsStrip })));

/** A referral link opens registration for a visitor; a returning player's session is restored first. */
function offerRegistration(): void {
  void restoreSession().then((loggedIn) => {
    if (!loggedIn && !isLoggedIn()) useAppSettings.getState().openAuth('register');
  });
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

/**
 * The shell loads the common config (SPEC §3) up front; every reader shares this cache entry. A
 * leaf of its own: React Query's answers re-render their readers synchronously (useSyncExternalStore),
 * and read in the layout one re-rendered the whole shell with the page in it, and mounted a dialog
 * whose chunk had just arrived in that one long task instead of its own time-sliced retry.
 */
function CommonConfigLoad() {
  useCommonConfig();
  return null;
}

/** The site chrome around every page, shown as the route's meta says. */
export function SiteLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const language = currentLanguage();
  useScrollToTop();
  useReferralCapture(offerRegistration);
  useDocumentTitle(meta.titleKey);
  useRemoveBootShell();

  const showTabBar = !bigScreen && !meta.hideTabBar;

  return (
    <div className={classes.shell} data-tab-bar={showTabBar || undefined}>
      <CommonConfigLoad />
      <a href="#main" className={classes.skipLink}>
        {t('site.skipToContent')}
      </a>
      {!meta.hideHeader ? <SiteHeader hideNav={Boolean(meta.hideNav)} /> : null}
      {!meta.hideHeader && !meta.hideNav ? <MarqueeBar locale={language} /> : null}
      {meta.competitionsStrip ? (
        <Suspense fallback={<div className={classes.stripSlot} aria-hidden="true" />}>
          <CompetitionsStrip />
        </Suspense>
      ) : null}
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
      {/* Dialogs, drawer and chat load the first time they are wanted (app/dialogs/dialog-table.ts). */}
      <SiteDialogs />
      <GlobalLoading routeLoading={navigation.state === 'loading'} />
    </div>
  );
}
