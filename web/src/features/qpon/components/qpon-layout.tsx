import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { href } from '#web/lib/paths.ts';
import classes from './qpon.module.css';

/** The shop's own small navigation (the site's chrome is hidden on /q-pon, SPEC §2). */
const SECTIONS = [
  { to: href('/q-pon/shop'), key: 'qpon.nav.shop' },
  { to: href('/q-pon/shop-history'), key: 'qpon.nav.history' },
  { to: href('/q-pon-reward'), key: 'qpon.nav.reward' },
  { to: href('/q-pon/faq'), key: 'qpon.nav.faq' },
  { to: href('/q-pon/terms'), key: 'qpon.nav.terms' },
  { to: href('/q-pon/privacy-policy'), key: 'qpon.nav.privacy' },
] as const;

/** The shop's way back to the casino, its name, and its sections; the chosen child page under it. */
export function QponBar() {
  const { t } = useTranslation();
  return (
    <Box className={classes.bar}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" py={10}>
          <Anchor component={Link} to={href('/')} size="sm" fw={600} className={classes.back}>
            <span aria-hidden="true">‹ </span>
            {t('qpon.backToCasino')}
          </Anchor>
          <Text fw={900} size="lg" className={classes.brand}>
            {t('qpon.brand')}
          </Text>
        </Group>
        <nav aria-label={t('qpon.nav.label')} className={classes.nav}>
          {SECTIONS.map((section) => (
            <NavLink key={section.to} to={section.to} className={classes.navLink} end>
              {t(section.key)}
            </NavLink>
          ))}
        </nav>
      </Container>
    </Box>
  );
}

/** /q-pon and its children: the bar, then the page. */
export function Component() {
  return (
    <>
      <QponBar />
      <Outlet />
    </>
  );
}
