import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page-frame';

/** The public pages of the site, grouped as a player looks for them. */
const sections: Array<{ titleKey: string; links: Array<{ to: string; labelKey: string }> }> = [
  {
    titleKey: 'pages.game',
    links: [
      { to: '/pachinko', labelKey: 'pages.pachinko' },
      { to: '/live-casino', labelKey: 'pages.liveCasino' },
      { to: '/slots', labelKey: 'pages.slots' },
      { to: '/tablegame', labelKey: 'pages.tableGame' },
      { to: '/baccart', labelKey: 'pages.baccarat' },
      { to: '/roulette', labelKey: 'pages.roulette' },
      { to: '/blackjack', labelKey: 'pages.blackjack' },
      { to: '/sports-bet', labelKey: 'pages.sportsBet' },
    ],
  },
  {
    titleKey: 'pages.promo',
    links: [
      { to: '/promo', labelKey: 'pages.promo' },
      { to: '/q-pon-reward', labelKey: 'pages.qponReward' },
      { to: '/brand/index', labelKey: 'pages.brandIndex' },
      { to: '/brand/list', labelKey: 'pages.brandList' },
    ],
  },
  {
    titleKey: 'pages.helpGuide',
    links: [
      { to: '/help/guide', labelKey: 'pages.helpGuide' },
      { to: '/help/moneyChange/about-deposit-withdrawal', labelKey: 'pages.aboutDepositWithdrawal' },
      { to: '/contact', labelKey: 'pages.contact' },
      { to: '/sns', labelKey: 'pages.sns' },
      { to: '/static/faq', labelKey: 'pages.static.faq' },
    ],
  },
  {
    titleKey: 'pages.static.about',
    links: [
      { to: '/static/about', labelKey: 'pages.static.about' },
      { to: '/static/teamsAndConditions', labelKey: 'pages.static.teamsAndConditions' },
      { to: '/static/generalTeamsOfUse', labelKey: 'pages.static.generalTeamsOfUse' },
      { to: '/static/privacy', labelKey: 'pages.static.privacy' },
      { to: '/static/responsibleGaming', labelKey: 'pages.static.responsibleGaming' },
      { to: '/static/moneyLaundering', labelKey: 'pages.static.moneyLaundering' },
      { to: '/static/security', labelKey: 'pages.static.security' },
      { to: '/static/sportRules', labelKey: 'pages.static.sportRules' },
    ],
  },
];

export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.sitemap')}>
      <Text c="dimmed">{t('sitemap.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
        {sections.map((section) => (
          <Stack key={section.titleKey} gap="xs" component="section">
            <Title order={2} size="h5">
              {t(section.titleKey)}
            </Title>
            {section.links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
