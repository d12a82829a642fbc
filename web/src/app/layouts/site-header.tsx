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
const loadAccountMenu = () => loadChunk(() => withLocales(() => import('../../features/account/components/account-menu'), accountLocales), 'account-menu');
const AccountMenu = lazy(loadAccountMenu);
// The wallet's popover, with its strings, after the first paint too.
const loadHeaderWallet = () => loadChunk(() => withLocales(() => import('../../features/wallet/components/header-wallet'), walletLocales), 'header-wallet');
const HeaderWallet = lazy(loadHeaderWallet);
// The notices' bell and its unread badge, likewise.
const loadHeaderNotices = () => loadChunk(() => withLocales(() => import('../../features/notices/components/header-notices'), noticesLocales), 'header-notices');
const HeaderNotices = lazy(loadHeaderNotices);

/**
 * The header's parts for a player (account menu, wallet, notices), requested by the start-up when
 * an earlier visit's session is stored, beside the first page's chunk: asked for when first drawn,
 * they left only once the session was restored (the player read back from the server), and their
 * imports one round trip after that (`/account/deposit`'s chain was five hops). A failure here is
 * not lost: drawing the part asks again and shows it.
 */
export function preloadPlayerParts(): void {
  for (const load of [loadAccountMenu, loadHeaderWallet, loadHeaderNotices]) {
    load().catch((error: unknown) => console.warn("[shell] a player's part did not preload; the header asks for it again when it shows it", error));
  }
}

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
