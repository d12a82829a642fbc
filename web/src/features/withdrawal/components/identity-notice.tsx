import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { codeText } from '#web/lib/http/code-texts.ts';
import { href } from '#web/lib/paths.ts';

/**
 * Why a withdrawal needs approved identity documents, and the way to them. `refused`: the server
 * just said so (102305), an alert titled in the catalogue's words for the code; otherwise a note
 * before the player tries.
 */
export function IdentityNotice({ threshold, refused }: { threshold: string | null; refused: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color={refused ? 'red' : 'yellow'} variant="light" role={refused ? 'alert' : undefined} title={t(refused ? codeText('withdrawIdentityRequired') : 'withdrawal.identity.title')}>
      <Text size="sm">{threshold === null ? t('withdrawal.identity.always') : t('withdrawal.identity.above', { amount: threshold })}</Text>
      <Anchor component={Link} to={href('/account/verification')} size="sm" fw={700} c="dark" underline="always">
        {t('withdrawal.identity.link')}
      </Anchor>
    </Alert>
  );
}
