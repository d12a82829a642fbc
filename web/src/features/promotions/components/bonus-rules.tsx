import { Accordion, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBonusConfig } from '../api/promotions';

/**
 * The rules every bonus follows, as the server serves them (bonus_config): how much of each play
 * type's stake counts toward wagering, which play bonus money pays for, the order money is staked
 * in, and the limits. Folded by default: the cards say what a player needs at a glance, this says
 * why a stake counted less than its amount.
 */
export function BonusRules() {
  const { t, i18n } = useTranslation();
  const config = useBonusConfig();
  if (!config.data) return null;
  const { contributions, bonusMoneyPlayTypes, maxActiveBonuses, expiringNoticeHours, armedDays } = config.data;
  const playType = (code: string) => t(`promo.rules.playTypes.${code}`);
  return (
    <Accordion variant="separated" radius="md">
      <Accordion.Item value="rules">
        <Accordion.Control>{t('promo.rules.title')}</Accordion.Control>
        <Accordion.Panel>
          <Table withTableBorder striped captionSide="top" maw={560} aria-label={t('promo.rules.contribution')}>
            <Table.Caption>{t('promo.rules.contribution')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('promo.rules.playType')}</Table.Th>
                <Table.Th ta="right">{t('promo.rules.counts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contributions.map((row) => (
                <Table.Tr key={row.playType}>
                  <Table.Td>{playType(row.playType)}</Table.Td>
                  <Table.Td ta="right">{row.percent}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <List size="sm" mt="md" spacing={6}>
            <List.Item>{t('promo.rules.bonusMoney', { playTypes: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(bonusMoneyPlayTypes.map(playType)) })}</List.Item>
            <List.Item>{t('promo.rules.stakeOrder')}</List.Item>
            <List.Item>{t('promo.rules.maxActive', { count: maxActiveBonuses })}</List.Item>
            <List.Item>{t('promo.rules.expiringNotice', { hours: expiringNoticeHours })}</List.Item>
            <List.Item>{t('promo.rules.armed', { days: armedDays })}</List.Item>
          </List>
          <Text size="xs" c="dimmed" mt="sm">
            {t('promo.rules.note')}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
