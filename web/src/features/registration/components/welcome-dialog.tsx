import { Anchor, Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DialogShell } from '../../../components/dialog-shell';
import { GiftIcon } from '../../../components/icons';
import { href } from '../../../lib/paths';

/** What a new player can look forward to; the live offers are on /promo (the promotions issue). */
const offers = [
  { title: 'welcome.promotionsTitle', body: 'welcome.promotionsBody' },
  { title: 'welcome.loginBonusTitle', body: 'welcome.loginBonusBody' },
  { title: 'welcome.pointsTitle', body: 'welcome.pointsBody' },
] as const;

interface WelcomeDialogProps {
  opened: boolean;
  /** Every way out (deposit, promotions, later, close) ends the new-registration flow. */
  onClose: () => void;
}

/** SPEC §2, §4: the welcome dialog a new registration raises, with promotions and a deposit button. */
export function WelcomeDialog({ opened, onClose }: WelcomeDialogProps) {
  const { t } = useTranslation();
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
                {t(offer.title)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(offer.body)}
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
