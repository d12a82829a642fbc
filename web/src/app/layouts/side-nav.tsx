import { Divider, Drawer, NavLink, Stack, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../../api/player';
import { href } from '../../lib/paths';
import { NavLinks } from '../../features/cms/components/nav-links';
import { PartFailed } from '../../components/part-failed';
import { SHELL_MODULES, useCmsTemplates } from '../../features/cms/api/templates';
import { changeLanguage, currentLanguage } from '../../lib/i18n/i18n';
import { supportedLanguages } from '../../lib/i18n/languages';
import classes from './site-layout.module.css';
import { closeDialog, useDialogFlag } from '../../lib/dialogs/dialog-flags';

/** Mobile side nav: the account centre (for a player), the CMS links and the language list. */
export function SideNav() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const opened = useDialogFlag('side-nav');
  const { data, isError: navFailed, isFetching: navFetching, refetch: refetchNav } = useCmsTemplates(SHELL_MODULES, language);
  const close = () => closeDialog('side-nav');
  const loggedIn = useIsLoggedIn();

  return (
    <Drawer
      opened={opened}
      onClose={close}
      size="80%"
      title={t('sideNav.title')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <Stack gap="md">
        {loggedIn ? <NavLink component={Link} to={href('/account')} label={t('pages.account')} onClick={close} fw={700} /> : null}
        <nav aria-label={t('sideNav.links')}>
          {navFailed ? (
            <PartFailed compact onRetry={() => void refetchNav()} retrying={navFetching} />
          ) : (
            <NavLinks items={data?.HEADER_NAV ?? []} orientation="vertical" onNavigate={close} />
          )}
        </nav>
        <Divider />
        <section aria-labelledby="side-nav-languages">
          <Title order={2} size="h6" id="side-nav-languages" mb="xs" c="dimmed">
            {t('sideNav.languages')}
          </Title>
          <Stack gap={4} component="ul" className={classes.languageList}>
            {supportedLanguages.map((code) => (
              <li key={code}>
                <UnstyledButton
                  lang={code}
                  className={classes.languageOption}
                  aria-current={code === language ? 'true' : undefined}
                  onClick={() => code !== language && changeLanguage(code)}
                >
                  {t(`language.${code}`)}
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </section>
      </Stack>
    </Drawer>
  );
}
