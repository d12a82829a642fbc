import { ActionIcon, Box, Burger, Button, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GlobeIcon, MoonIcon, SunIcon } from '../../components/icons';
import { NavLinks } from '../../features/cms/components/nav-links';
import { PartFailed } from '../../components/part-failed';
import { SHELL_MODULES, useCmsTemplates } from '../../features/cms/api/templates';
import { currentLanguage } from '../../lib/i18n/i18n';
import { loadChunk } from '../../lib/routing/chunk-load-error';
import { useAppSettings } from '../../stores/app-settings';
import { useIsLoggedIn } from '../../api/player';
import classes from './site-layout.module.css';
import { href } from '../../lib/paths';
import { withLocales } from '../../lib/i18n/i18n';
import { accountLocales } from '../../features/account/locales';
import { walletLocales } from '../../features/wallet/locales';
import { noticesLocales } from '../../features/notices/locales';
import { setDialogOpen, useDialogFlag } from '../../lib/dialogs/dialog-flags';

// The menu brings the popover positioning library; it loads after the first paint.
const LanguageMenu = lazy(() => loadChunk(() => import('./language-menu'), 'language-menu'));
const AccountMenu = lazy(() =>
  loadChunk(() => withLocales(() => import('../../features/account/components/account-menu'), accountLocales), 'account-menu'),
);
// The wallet's popover, with its strings, after the first paint too.
const HeaderWallet = lazy(() =>
  loadChunk(() => withLocales(() => import('../../features/wallet/components/header-wallet'), walletLocales), 'header-wallet'),
);
// The notices' bell and its unread badge, likewise.
const HeaderNotices = lazy(() =>
  loadChunk(() => withLocales(() => import('../../features/notices/components/header-notices'), noticesLocales), 'header-notices'),
);

export function SiteHeader({ hideNav }: { hideNav: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const theme = useAppSettings((state) => state.theme);
  const setTheme = useAppSettings((state) => state.setTheme);
  const sideNavOpen = useDialogFlag('side-nav');
  const openAuth = useAppSettings((state) => state.openAuth);
  const isLoggedIn = useIsLoggedIn();
  const { data, isError: navFailed, isFetching: navFetching, refetch: refetchNav } = useCmsTemplates(SHELL_MODULES, language);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.headerInner}>
        {!bigScreen ? (
          <Burger
            opened={sideNavOpen}
            onClick={() => setDialogOpen('side-nav', !sideNavOpen)}
            size="sm"
            aria-label={sideNavOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          />
        ) : null}
        <Link to={href('/')} className={classes.logo} aria-label={`${t('site.name')} ${t('nav.home')}`}>
          {/* The mark draws "QC" from CSS: text here would join the link's visible text, which its name must contain. */}
          <span className={classes.logoMark} aria-hidden="true" />
          <span className={classes.logoText}>{t('site.name')}</span>
        </Link>
        {bigScreen && !hideNav ? (
          <Box component="nav" aria-label={t('nav.main')} className={classes.headerNav}>
            {navFailed ? (
              <PartFailed compact onRetry={() => void refetchNav()} retrying={navFetching} />
            ) : (
              <NavLinks items={data?.HEADER_NAV ?? []} orientation="horizontal" />
            )}
          </Box>
        ) : (
          <Box className={classes.spacer} />
        )}
        <Group gap="xs" wrap="nowrap">
          {bigScreen ? (
            <Suspense
              fallback={
                <ActionIcon variant="subtle" size="lg" aria-label={t('header.language')} disabled>
                  <GlobeIcon />
                </ActionIcon>
              }
            >
              <LanguageMenu />
            </Suspense>
          ) : null}
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            aria-label={theme === 'dark' ? t('header.themeToLight') : t('header.themeToDark')}
          >
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
          </ActionIcon>
          {!isLoggedIn ? (
            <>
              <Button variant="default" size={bigScreen ? 'sm' : 'xs'} onClick={() => openAuth('login')}>
                {t('header.login')}
              </Button>
              <Button size={bigScreen ? 'sm' : 'xs'} onClick={() => openAuth('register')}>
                {t('header.register')}
              </Button>
            </>
          ) : (
            <Suspense fallback={null}>
              <HeaderWallet />
              <HeaderNotices />
              <AccountMenu />
            </Suspense>
          )}
        </Group>
      </Container>
    </header>
  );
}
