import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterEmailForm } from './register-email-form';
import { RegisterPhoneForm } from './register-phone-form';

type RegisterMethod = 'email' | 'phone';

interface RegisterPanelProps {
  /** Closes the auth dialog: called once the new account is logged in. */
  onDone: () => void;
}

/**
 * The auth dialog's register tab (SPEC §2): by e-mail or by phone. Each form keeps what was typed
 * only while it is shown; the send-code countdown lives in the app settings and survives anyway.
 * The 'RegisterClick' event fires where the tab opens (stores/app-settings), not here.
 */
export function RegisterPanel({ onDone }: RegisterPanelProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<RegisterMethod>('email');
  return (
    <Stack gap="md">
      <SegmentedControl<RegisterMethod>
        fullWidth
        value={method}
        onChange={setMethod}
        aria-label={t('register.method')}
        data={[
          { value: 'email', label: t('register.byEmail') },
          { value: 'phone', label: t('register.byPhone') },
        ]}
      />
      {method === 'email' ? <RegisterEmailForm onDone={onDone} /> : <RegisterPhoneForm onDone={onDone} />}
    </Stack>
  );
}
