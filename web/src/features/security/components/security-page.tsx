import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '#web/components/page-frame.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { securitySettingsQueryOptions } from '../api/security';
import { AuthenticatorCard } from './authenticator-card';
import { ContactFactorCard } from './contact-factor-card';
import { DevicesSection } from './devices-section';

/**
 * /account/security: what a player controls about getting in. Two-step verification (one at a
 * time: an authenticator app, an e-mailed or an SMS code) with recovery codes for the app, and
 * the devices signed in now, any of which the player may sign out.
 */
export function Component() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useQuery(securitySettingsQueryOptions());
  return (
    <PageFrame title={t('pages.security')}>
      <Stack gap="sm" component="section" aria-labelledby="two-step-title">
        <Title order={2} size="h4" id="two-step-title">
          {t('security.twoStep.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('security.twoStep.about')}
        </Text>
        {isPending ? (
          <Skeleton h={140} />
        ) : isError ? (
          <PartFailed onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <>
            <AuthenticatorCard settings={data} />
            <ContactFactorCard channel="EMAIL" settings={data} />
            <ContactFactorCard channel="PHONE" settings={data} />
          </>
        )}
      </Stack>
      <DevicesSection />
    </PageFrame>
  );
}
