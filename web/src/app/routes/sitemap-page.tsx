import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../components/page-frame';
import { paths } from '../../lib/paths';

/** The public pages of the site, grouped as a player looks for them. */
const sections: Array<{ titleKey: string; links: Array<{ to: string; labelKey: string }> }> = [
  {
    titleKey: 'pages.game',
    links: [
      { to: paths.pachinko, labelKey: 'pages.pachinko' },
      { to: paths.liveCasino, labelKey: 'pages.liveCasino' },
      { to: paths.slots, labelKey: 'pages.slots' },
      { to: paths.tableGame, labelKey: 'pages.tableGame' },
      { to: paths.baccarat, labelKey: 'pages.baccarat' },
      { to: paths.roulette, labelKey: 'pages.roulette' },
      { to: paths.blackjack, labelKey: 'pages.blackjack' },
      { to: paths.sportsBet, labelKey: 'pages.sportsBet' },
    ],
  },
  {
    titleKey: 'pages.promo',
    links: [
      { to: paths.promo, labelKey: 'pages.promo' },
      { to: paths.qponReward, labelKey: 'pages.qponReward' },
      { to: paths.brandIndex, labelKey: 'pages.brandIndex' },
      { to: paths.brandList, labelKey: 'pages.brandList' },
    ],
  },
  {
    titleKey: 'pages.helpGuide',
    links: [
      { to: paths.helpGuide, labelKey: 'pages.helpGuide' },
      { to: paths.aboutDepositWithdrawal, labelKey: 'pages.aboutDepositWithdrawal' },
      { to: paths.contact, labelKey: 'pages.contact' },
      { to: paths.sns, labelKey: 'pages.sns' },
      { to: paths.static('faq'), labelKey: 'pages.static.faq' },
    ],
  },
  {
    titleKey: 'pages.static.about',
    links: [
      { to: paths.static('about'), labelKey: 'pages.static.about' },
      { to: paths.static('teamsAndConditions'), labelKey: 'pages.static.teamsAndConditions' },
      { to: paths.static('generalTeamsOfUse'), labelKey: 'pages.static.generalTeamsOfUse' },
      { to: paths.static('privacy'), labelKey: 'pages.static.privacy' },
      { to: paths.static('responsibleGaming'), labelKey: 'pages.static.responsibleGaming' },
      { to: paths.static('moneyLaundering'), labelKey: 'pages.static.moneyLaundering' },
      { to: paths.static('security'), labelKey: 'pages.static.security' },
      { to: paths.static('sportRules'), labelKey: 'pages.static.sportRules' },
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
