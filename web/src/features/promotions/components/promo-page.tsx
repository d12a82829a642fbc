import { Button, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOffersClosed } from '#web/api/offers-closed.ts';
import { useIsLoggedIn } from '#web/api/player.ts';
import { OffersClosedNotice } from '#web/components/offers-closed-notice.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { BonusList } from './bonus-list';
import { BonusRules } from './bonus-rules';
import { FreeSpins } from './free-spins';
import { History } from './history';
import { PromotionList } from './promotion-list';
import { RedeemCode } from './redeem-code';
import { Tasks } from './tasks';
import { TodaysOffers } from './todays-offers';

const TABS = ['promotions', 'bonuses', 'history'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /promo: the promotions running (visitors too: claiming opens registration), and for a player
 * their bonuses being wagered (release, give up behind the forfeit preview), free spins to play,
 * tasks, today's login bonus and bonus code, a field for a code, the bonus rules, and the history.
 * The tab and a promotion to point at come from the address (`?tab=`, `?promotion=`).
 */
export function Component() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const closed = useOffersClosed();
  const openAuth = useAppSettings((state) => state.openAuth);
  const [search, setSearch] = useSearchParams();
  const promotion = search.get('promotion');
  const tab: Tab = isTab(search.get('tab')) ? (search.get('tab') as Tab) : 'promotions';
  const choose = (next: string | null) => {
    if (!isTab(next)) return;
    setSearch(next === 'promotions' ? {} : { tab: next }, { replace: true });
  };

  if (!loggedIn) {
    return (
      <PageFrame title={t('pages.promo')}>
        <Stack gap="sm" align="flex-start">
          <Text>{t('promo.visitor')}</Text>
          <Button onClick={() => openAuth('register')}>{t('promo.visitorRegister')}</Button>
        </Stack>
        <Stack gap="xl">
          <PromotionList highlighted={promotion} />
          <BonusRules />
        </Stack>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('pages.promo')}>
      {closed ? <OffersClosedNotice closed={closed} /> : null}
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List grow>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`promo.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="promotions" pt="md">
          <Stack gap="xl">
            <RedeemCode />
            <PromotionList highlighted={promotion} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="bonuses" pt="md">
          <Stack gap="xl">
            <TodaysOffers />
            <BonusList />
            <FreeSpins />
            <Tasks />
            <BonusRules />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <History />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
