import { paths, type SitePath } from '../../lib/paths';

export interface AccountMenuItem {
  /** Locale key of the page title, which is also the menu label. */
  titleKey: string;
  to: SitePath;
}

export interface AccountMenuSection {
  titleKey: string;
  items: AccountMenuItem[];
}

const item = (name: keyof typeof paths & string, to: SitePath): AccountMenuItem => ({ titleKey: `pages.${name}`, to });

/** The account centre's menu: money first (what players open most), then the account, then play. */
export const accountMenu: AccountMenuSection[] = [
  {
    titleKey: 'accountCentre.money',
    items: [
      item('deposit', paths.deposit),
      item('withdraw', paths.withdraw),
      item('transfer', paths.transfer),
      item('records', paths.records),
      item('rates', paths.rates),
    ],
  },
  {
    titleKey: 'accountCentre.account',
    items: [
      item('profile', paths.profile),
      item('changePassword', paths.changePassword),
      item('identity', paths.identity),
      item('vip', paths.vip),
      item('reports', paths.reports),
    ],
  },
  {
    titleKey: 'accountCentre.play',
    items: [
      item('responsibleGaming', paths.responsibleGaming),
      item('settledBets', paths.settledBets),
      item('unsettledBets', paths.unsettledBets),
    ],
  },
];
