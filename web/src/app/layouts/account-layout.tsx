import { Anchor, Box, Container, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useAppSettings } from '../../stores/app-settings';
import { href, isAt } from '../../lib/paths';
import { AccountNav } from './account-nav';

/**
 * One layout for every /account/* page: on big screens the menu stays beside the page (sticky,
 * the current page marked); on phones /account is the menu as a list and every other page starts
 * with the way back to it. Pages are lazy routes: the router keeps the page on screen until the
 * next one's chunk is there, and each page shows skeletons of its own shape while its data loads,
 * so nothing jumps.
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bigScreen = useAppSettings((state) => state.bigScreen);
  if (!bigScreen) {
    return (
      <>
        {isAt(pathname, '/account') ? null : (
          <Container size="xl" pt="md">
            <Anchor component={Link} to={href('/account')} size="sm" fw={600}>
              ‹ {t('pages.account')}
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
          <Box pos="sticky" top={16} pt="xl">
            <AccountNav />
          </Box>
        </Grid.Col>
        <Grid.Col span={9}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
