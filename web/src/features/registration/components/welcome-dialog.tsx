import { Anchor, Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activityConstantsQueryOptions, promotionsQueryOptions } from '#web/api/bonuses.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { Link } from 'react-router';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { GiftIcon } from '#web/components/icons.tsx';
import { href } from '#web/lib/paths.ts';

/**
 * What a new player can look forward to, as it stands: the promotions they may claim now (from the
 * promotions list) and the daily login bonus with its amount (from the activity constants); the
 * general words while those load or if they cannot.
 */
function useOffers(): { title: string; body: string }[] {
  const { t, i18n } = useTranslation();
  const claimable = useQuery(promotionsQueryOptions(true)).data?.promotions.filter((p) => p.availability.status === 'CLAIMABLE') ?? [];
  const login = useQuery(activityConstantsQueryOptions()).data?.loginBonus;
  return [
    claimable.length > 0
      ? { title: t('welcome.promotionsTitle'), body: claimable.map((p) => `${p.title}：${p.summary}`).join(' / ') }
      : { title: t('welcome.promotionsTitle'), body: t('welcome.promotionsBody') },
    login
      ? { title: t('welcome.loginBonusTitle'), body: t('welcome.loginBonusAmount', { amount: formatFullAmount(login.amount, login.currency, i18n.language) }) }
      : { title: t('welcome.loginBonusTitle'), body: t('welcome.loginBonusBody') },
    { title: t('welcome.pointsTitle'), body: t('welcome.pointsBody') },
  ];
}

interface WelcomeDialogProps {
  opened: boolean;
  /** Every way out (deposit, promotions, later, close) ends the new-registration flow. */
  onClose: () => void;
}

/** SPEC §2, §4: the welcome dialog a new registration raises, with promotions and a deposit button. */
export function WelcomeDialog({ opened, onClose }: WelcomeDialogProps) {
  const { t } = useTranslation();
  const offers = useOffers();
  return (
    <DialogShell opened={opened} onClose={onClose} title={t('welcome.title', { site: t('site.name') })} size="md">
      <Stack gap="md">
        <Text>{t('welcome.intro')}</Text>
        <List
          aria-label={t('welcome.offers')}
          spacing="sm"
          center
          icon={
            <ThemeIcon size={32} radius="xl" variant="light" aria-hidden>
              <GiftIcon size={18} />
            </ThemeIcon>
          }
        >
          {offers.map((offer) => (
            <List.Item key={offer.title}>
              <Text fw={700} size="sm">
                {offer.title}
              </Text>
              <Text size="sm" c="dimmed">
                {offer.body}
              </Text>
            </List.Item>
          ))}
        </List>
        <Anchor component={Link} to={href('/promo')} onClick={onClose} size="sm" fw={500}>
          {t('welcome.promoLink')}
        </Anchor>
        <Stack gap="xs">
          <Button component={Link} to={href('/account/deposit')} size="md" fullWidth onClick={onClose}>
            {t('welcome.deposit')}
          </Button>
          <Button variant="default" size="md" fullWidth onClick={onClose}>
            {t('welcome.later')}
          </Button>
        </Stack>
      </Stack>
    </DialogShell>
  );
}
