import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginNamePrefix } from '#web/api/platform.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { stripLoginNamePrefix } from '#web/lib/validation/validation.ts';
import { useProfile, type PlayerProfile } from '../api/profile';
import { PersonalDetailsForm } from './personal-details-form';

// Shades with white text at 4.5:1 or more (Mantine's green and orange have none; teal does).
const KYC_COLOURS = { NONE: 'gray.7', PENDING: 'blue.9', APPROVED: 'teal.9', REJECTED: 'red.9' } as const;

/** A phone as the player reads it: +81 and the masked number. */
const phoneOf = (profile: PlayerProfile) =>
  profile.mobilePhone ? `${profile.phonePrefix ? `+${profile.phonePrefix.replace(/^0+/, '')} ` : ''}${profile.mobilePhone}` : null;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Who the account is: the login name, the contact details masked (they change through support), since when, and the identity check. */
function AccountCard({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation();
  const prefix = useLoginNamePrefix();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-account">
      <Title order={2} size="h4" id="profile-account" mb="sm">
        {t('profile.account')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label={t('profile.loginName')}>{stripLoginNamePrefix(prefix, profile.loginName)}</Field>
        <Field label={t('profile.email')}>{profile.email ?? t('profile.notSet')}</Field>
        <Field label={t('profile.phone')}>{phoneOf(profile) ?? t('profile.notSet')}</Field>
        <Field label={t('profile.registeredAt')}>{formatDate(profile.registeredAt, { locale: currentLanguage(), timeZone: profile.timeZone })}</Field>
        <Field label={t('profile.level')}>{profile.levelName}</Field>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('profile.kyc')}
          </Text>
          <Group>
            <Badge color={KYC_COLOURS[profile.kycStatus]}>
              {t(`profile.kycStatus.${profile.kycStatus}`)}
            </Badge>
          </Group>
        </Stack>
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        {t('profile.contactHint')}
      </Text>
    </Paper>
  );
}

/** The skeleton of the page's two cards, so nothing moves when the profile arrives. */
function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <Skeleton height={190} radius="md" />
      <Skeleton height={520} radius="md" />
    </Stack>
  );
}

/** /account/profile: the account and the personal details (real name, reading, birthday, address, time zone). */
export function Component() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <PageFrame title={t('pages.profile')}>
      {profile.data ? (
        <>
          <AccountCard profile={profile.data} />
          <PersonalDetailsForm profile={profile.data} />
        </>
      ) : profile.isError ? (
        <Text role="alert">{t('profile.loadFailed')}</Text>
      ) : (
        <ProfileSkeleton />
      )}
    </PageFrame>
  );
}
