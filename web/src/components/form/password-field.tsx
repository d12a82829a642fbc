import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput with the show/hide button named in the player's language (Mantine's own
 * name is English) and reachable by keyboard, so every password field reads the same to a screen
 * reader.
 */
export function PasswordField(props: ComponentPropsWithRef<typeof PasswordInput>) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleFocusable
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePasswordVisibility'), ...props.visibilityToggleButtonProps }}
    />
  );
}
