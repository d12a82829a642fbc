import { Anchor, Container, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useAppSettings } from '../../stores/app-settings';
import { isAt, paths } from '../../lib/paths';
import { AccountNav } from './account-nav';

/**
 * One layout for every /account/* page: on big screens the menu stays beside the page; on phones
 * /account is the menu as a list and each page offers the way back to it.
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  if (!bigScreen) {
    return (
      <>
        {isAt(pathname, 'account') ? null : (
          <Container size="xl" pt="md">
            <Anchor component={Link} to={paths.account} size="sm">
              ← {t('pages.account')}
            </Anchor>
          </Container>
        )}
        <Outlet />
      </>
    );
  }
  return (
    <Container size="xl" py="md">
      <Grid gap="xl">
        <Grid.Col span={3}>
          <AccountNav />
        </Grid.Col>
        <Grid.Col span={9}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
