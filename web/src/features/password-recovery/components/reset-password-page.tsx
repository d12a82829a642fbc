import { CloseButton, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { openLiveSupport } from '#web/components/live-support.ts';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { href } from '#web/lib/paths.ts';

/** Small screens: forgot password as a page, all chrome hidden (SPEC §2). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // 'default' is the key of the page the visit started on: there is no page to go back to.
  const { key } = useLocation();
  const close = () => (key === 'default' ? navigate(href('/'), { replace: true }) : navigate(-1));
  return (
    <Container size="xs" py="md">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={1} size="h3">
          {t('pages.resetPassword')}
        </Title>
        <CloseButton size="lg" aria-label={t('dialog.close')} onClick={close} />
      </Group>
      <ForgotPasswordPanel
        onLiveSupport={() => openLiveSupport(navigate)}
        // SPEC §4: on small screens a reset goes home.
        onReset={() => navigate(href('/'), { replace: true })}
      />
    </Container>
  );
}
