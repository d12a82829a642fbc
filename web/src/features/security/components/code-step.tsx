import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '#web/components/form/code-field.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { checkCode } from '#web/lib/validation/validation.ts';

interface CodeStepProps {
  label: string;
  submit: string;
  onSubmit: (code: string) => Promise<unknown>;
  onCancel: () => void;
  /** An authenticator step takes a recovery code (XXXXX-XXXXX) in place of the app's code. */
  recoveryCodeAllowed?: boolean;
  children?: React.ReactNode;
}

const RECOVERY_CODE = /^[A-Za-z2-9]{5}-[A-Za-z2-9]{5}$/;

/** One code to confirm a change: the app's code, or one sent to the e-mail or phone. */
export function CodeStep({ label, submit, onSubmit, onCancel, recoveryCodeAllowed = false, children }: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const valid = checkCode(code) === null || (recoveryCodeAllowed && RECOVERY_CODE.test(code.trim()));

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(code.trim());
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void send(event)}>
      <Stack gap="sm">
        {children}
        {recoveryCodeAllowed ? (
          <TextInput label={label} description={t('security.codeOrRecovery')} value={code} maxLength={11} autoComplete="one-time-code" onChange={(event) => setCode(event.currentTarget.value)} />
        ) : (
          <CodeField label={label} value={code} onChange={setCode} />
        )}
        <FormError>{failure ? errorMessage(failure, t) : null}</FormError>
        <Group gap="xs">
          <Button type="submit" disabled={!valid} loading={busy}>
            {submit}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('security.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
