import { Box, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '../../lib/validation/validation';
import { codeDigits } from '../../lib/validation/input-filters';

interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  /** The SEND button beside the field, when the form sends its own code. */
  sendButton?: ReactNode;
  label?: string;
  placeholder?: string;
}

/** The 6-digit code (SPEC §5: digits only, at most 6), read by phones from the SMS when offered. */
export function CodeField({ value, onChange, onBlur, error, sendButton, label, placeholder = '123456' }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label ?? t('auth.code')}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      value={value}
      onChange={(event) => onChange(codeDigits(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      // The button sits beside the input itself, so an error under the input cannot push it down.
      inputContainer={(input) =>
        sendButton ? (
          <Group gap="xs" wrap="nowrap" align="center">
            <Box flex={1}>{input}</Box>
            {sendButton}
          </Group>
        ) : (
          input
        )
      }
    />
  );
}
