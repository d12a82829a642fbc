import { Anchor, Box, Group, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '#web/components/toast.tsx';
import { NewPasswordStep } from './new-password-step';
import { emailChannel, phoneChannel, type ResetChannel } from './reset-channels';
import { VerifyStep, type Verified } from './verify-step';

/** "1 Verify account — 2 New password", the current one marked for assistive technology too. */
function Steps({ active }: { active: 0 | 1 }) {
  const { t } = useTranslation();
  const labels = [t('forgotPassword.stepVerify'), t('forgotPassword.stepReset')];
  return (
    <Group component="ol" aria-label={t('forgotPassword.steps')} gap="lg" justify="center" m={0} p={0} style={{ listStyle: 'none' }}>
      {labels.map((label, index) => (
        <Group component="li" key={label} gap={6} wrap="nowrap" aria-current={index === active ? 'step' : undefined}>
          <ThemeIcon size={22} radius="xl" variant={index <= active ? 'filled' : 'light'} aria-hidden="true">
            <Text size="xs" fw={700} inherit>
              {index + 1}
            </Text>
          </ThemeIcon>
          <Text size="sm" fw={index === active ? 700 : 400} c={index === active ? undefined : 'dimmed'}>
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

interface ResetFlowProps<Extra> {
  channel: ResetChannel<Extra>;
  onLiveSupport: () => void;
  onReset: () => void;
}

/** One tab: step 1 (verify) then step 2 (reset). Success starts over with empty forms (SPEC §4). */
function ResetFlow<Extra>({ channel, onLiveSupport, onReset }: ResetFlowProps<Extra>) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<Verified | null>(null);
  // A new key after a reset: step 1 comes back empty. "Back" from step 2 keeps what was typed.
  const [round, setRound] = useState(0);

  const reset = async (password: string) => {
    if (!verified) return;
    await verified.reset(password);
    showToast(t('common.validtor.changeSuc'), 'success');
    setVerified(null);
    setRound((current) => current + 1);
    onReset();
  };

  return (
    <Stack gap="md">
      <Steps active={verified ? 1 : 0} />
      <Box hidden={verified !== null}>
        <VerifyStep key={round} channel={channel} onVerified={setVerified} />
      </Box>
      {verified ? <NewPasswordStep account={verified.account} onSubmit={reset} onBack={() => setVerified(null)} /> : null}
      <Text size="sm" ta="center" c="dimmed">
        {t('forgotPassword.liveSupportHint')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={onLiveSupport}>
          {t('forgotPassword.liveSupport')}
        </Anchor>
      </Text>
    </Stack>
  );
}

interface ForgotPasswordPanelProps {
  /** The live-support link: the host closes itself, goes to /contact and opens the chat. */
  onLiveSupport: () => void;
  /** The password was reset: the dialog closes after 1 s, the page goes home. */
  onReset: () => void;
}

/** Forgot password (SPEC §2, §4, §7): one flow, by phone or by e-mail, each in two steps. */
export function ForgotPasswordPanel({ onLiveSupport, onReset }: ForgotPasswordPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>(phoneChannel.id);
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value)}>
      <Tabs.List grow aria-label={t('forgotPassword.tabs')}>
        <Tabs.Tab value={phoneChannel.id}>{t('forgotPassword.byPhone')}</Tabs.Tab>
        <Tabs.Tab value={emailChannel.id}>{t('forgotPassword.byEmail')}</Tabs.Tab>
      </Tabs.List>
      {/* Both stay mounted: a tab switched by mistake keeps its code and what was typed. */}
      <Tabs.Panel value={phoneChannel.id} pt="lg">
        <ResetFlow channel={phoneChannel} onLiveSupport={onLiveSupport} onReset={onReset} />
      </Tabs.Panel>
      <Tabs.Panel value={emailChannel.id} pt="lg">
        <ResetFlow channel={emailChannel} onLiveSupport={onLiveSupport} onReset={onReset} />
      </Tabs.Panel>
    </Tabs>
  );
}
