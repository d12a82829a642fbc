import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BallIcon, CardsIcon, GiftIcon, HomeIcon, MenuIcon } from '../../components/icons';
import classes from './site-layout.module.css';
import { href } from '../../lib/paths';
import { openDialog } from '../../lib/dialogs/dialog-flags';

const tabs = [
  { to: href('/'), labelKey: 'tabBar.home', icon: HomeIcon },
  { to: href('/promo'), labelKey: 'tabBar.promo', icon: GiftIcon },
  { to: href('/pachinko'), labelKey: 'tabBar.pachinko', icon: BallIcon },
  { to: href('/live-casino'), labelKey: 'tabBar.liveCasino', icon: CardsIcon },
] as const;

/** Mobile bottom tab bar. */
export function TabBar() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('tabBar.label')} className={classes.tabBar}>
      {tabs.slice(0, 2).map(({ to, labelKey, icon: Icon }) => (
        <NavLink key={to} to={to} end className={classes.tab}>
          <Icon />
          <span>{t(labelKey)}</span>
        </NavLink>
      ))}
      {/* The game centre quick menu (SPEC §2): every lobby and the recently played games. */}
      <UnstyledButton className={classes.tab} onClick={() => openDialog('game-centre-menu')} aria-haspopup="dialog">
        <BallIcon />
        <span>{t('tabBar.games')}</span>
      </UnstyledButton>
      {tabs.slice(2).map(({ to, labelKey, icon: Icon }) => (
        <NavLink key={to} to={to} end className={classes.tab}>
          <Icon />
          <span>{t(labelKey)}</span>
        </NavLink>
      ))}
      <UnstyledButton className={classes.tab} onClick={() => openDialog('side-nav')}>
        <MenuIcon />
        <span>{t('tabBar.menu')}</span>
      </UnstyledButton>
    </nav>
  );
}
