import { Button, CheckIcon, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogShell } from '#web/components/dialog-shell.tsx';
import { href } from '#web/lib/paths.ts';


interface RegistrationSuccessDialogProps {
  opened: boolean;
  /** The new login name as the player knows it (without the site's prefix). */
  loginName: string;
  /** The player goes to deposit: the post-registration flow ends there. */
  onDeposit: () => void;
  /** "Start playing" or the close button: on to the welcome dialog. */
  onContinue: () => void;
}

/**
 * SPEC §2 "registration success dialog": the account is made and logged in. It shows the login
 * name, which a phone registration never typed (the first-time set-up chose it).
 */
export function RegistrationSuccessDialog({ opened, loginName, onDeposit, onContinue }: RegistrationSuccessDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogShell opened={opened} onClose={onContinue} title={t('registrationSuccess.title')} size="sm">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
          <CheckIcon size={26} />
        </ThemeIcon>
        <Text>{t('registrationSuccess.body')}</Text>
        <Paper component="dl" withBorder radius="md" px="lg" py="sm" m={0} w="100%">
          <Text component="dt" size="xs" c="dimmed">
            {t('registrationSuccess.loginName')}
          </Text>
          <Text component="dd" size="xl" fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
            {loginName}
          </Text>
        </Paper>
        <Stack gap="xs" w="100%">
          <Button component={Link} to={href('/account/deposit')} size="md" fullWidth onClick={onDeposit}>
            {t('registrationSuccess.deposit')}
          </Button>
          <Button variant="default" size="md" fullWidth onClick={onContinue}>
            {t('registrationSuccess.play')}
          </Button>
        </Stack>
      </Stack>
    </DialogShell>
  );
}
