import { Container, Stack } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffersClosed } from '../../api/offers-closed';
import { useCommonConfig } from '../../api/platform';
import { HomeBanners } from '../../features/cms/components/home-banners';
import { HomeCategories } from '../../features/cms/components/home-categories';
import { PromotionsTeaser } from '../../features/cms/components/promotions-teaser';
import { HomeGameSections } from '../../features/games/components/home-game-sections';
import { currentLanguage } from '../../lib/i18n/i18n';
import { useAppSettings } from '../../stores/app-settings';

/**
 * On /login and /register (any arrival with the auth dialog open) the dialog is the first screen.
 * On a big screen home under it renders in a transition after the dialog's commit, not in it
 * (unthrottled, the dialog showed about 0.9 s sooner: same-minute A/B, 8 loads each, median 2.41 s
 * against 3.31 s). On a phone the dialog is a page over everything, so home waits until it closes:
 * rendering, laying out and painting a home nobody sees was most of the main thread's work on a
 * throttled /login. Once shown, home stays: a dialog opened later covers it without unmounting it.
 */
function useAfterArrivalDialog(): boolean {
  const [ready, setReady] = useState(() => !useAppSettings.getState().auth.open);
  const coveredByPage = useAppSettings((state) => state.auth.open && !state.bigScreen);
  useEffect(() => {
    if (!ready && !coveredByPage) startTransition(() => setReady(true));
  }, [ready, coveredByPage]);
  return ready;
}

/**
 * Home from the CMS: the banner carousel, the game sections, the promotions teaser and
 * the category tiles. The marquee runs above every page with a header (app/layouts/site-layout).
 * Each part loads, fails and retries on its own, in its own place. A player on a break is offered
 * nothing (api/offers-closed): no campaign banners and no promotions teaser.
 */
export function Component() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const contentDomain = useCommonConfig().data?.contentDomain ?? '';
  const offersClosed = useOffersClosed() !== null;
  const ready = useAfterArrivalDialog();
  if (!ready) return <h1 className="visually-hidden">{t('site.name')}</h1>;
  return (
    <>
      <h1 className="visually-hidden">{t('site.name')}</h1>
      <Container size="xl" py="md">
        <Stack gap="xl">
          {offersClosed ? null : <HomeBanners locale={locale} contentDomain={contentDomain} />}
          <HomeGameSections />
          {offersClosed ? null : <PromotionsTeaser locale={locale} contentDomain={contentDomain} />}
          <HomeCategories locale={locale} contentDomain={contentDomain} />
        </Stack>
      </Container>
    </>
  );
}
