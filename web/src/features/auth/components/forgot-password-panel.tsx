import { Anchor, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The forgot-password frame (SPEC §2): reset by phone or by e-mail, each with a link to live
 * support. The two-step forms arrive with the accounts issue.
 */
export function ForgotPasswordPanel({ onLiveSupport }: { onLiveSupport: () => void }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<string | null>('phone');
  const liveSupport = (
    <Anchor component="button" type="button" size="sm" mt="md" onClick={onLiveSupport}>
      {t('forgotPassword.liveSupport')}
    </Anchor>
  );
  return (
    <Tabs value={method} onChange={setMethod} keepMounted={false}>
      <Tabs.List grow aria-label={t('forgotPassword.tabs')}>
        <Tabs.Tab value="phone">{t('forgotPassword.byPhone')}</Tabs.Tab>
        <Tabs.Tab value="email">{t('forgotPassword.byEmail')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="phone" pt="lg">
        <Title order={2} size="h4">
          {t('forgotPassword.byPhone')}
        </Title>
        {liveSupport}
      </Tabs.Panel>
      <Tabs.Panel value="email" pt="lg">
        <Title order={2} size="h4">
          {t('forgotPassword.byEmail')}
        </Title>
        {liveSupport}
      </Tabs.Panel>
    </Tabs>
  );
}
