import { CloseButton, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ForgotPasswordPanel } from '../../features/auth/components/forgot-password-panel';

/** Small screens: the forgot-password frame as a page; its close goes back one page. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container size="xs" py="md">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={1} size="h3">
          {t('pages.resetPassword')}
        </Title>
        <CloseButton size="lg" aria-label={t('dialog.close')} onClick={() => navigate(-1)} />
      </Group>
      <ForgotPasswordPanel onLiveSupport={() => navigate('/contact')} />
    </Container>
  );
}
