import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBonusRequests } from '../api/promotions';
import { CodeOfferBody, LoginBonusBody } from './offer-bodies';

/** Today's login bonus and bonus code on the page too, so a dialog closed is never an offer lost. */
export function TodaysOffers() {
  const { t } = useTranslation();
  const requests = useBonusRequests().data;
  if (!requests || requests.blockedBy) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="todays-offers-title">
      <Title order={2} size="h3" id="todays-offers-title">
        {t('promo.offers.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {requests.loginBonus ? (
          <Card withBorder radius="md" padding="md" component="article" aria-labelledby="login-bonus-title">
            <Title order={3} size="h5" id="login-bonus-title" mb="xs">
              {t('promo.loginBonus.title')}
            </Title>
            <LoginBonusBody request={requests.loginBonus} />
          </Card>
        ) : null}
        <Card withBorder radius="md" padding="md" component="article" aria-labelledby="code-offer-title">
          <Title order={3} size="h5" id="code-offer-title" mb="xs">
            {t('promo.codeOffer.title')}
          </Title>
          <CodeOfferBody offer={requests.codeOffer} />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
