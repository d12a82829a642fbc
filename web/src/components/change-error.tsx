import { Text, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/http/error-message';

/**
 * What a failed change says where the player made it: the server's message for its code (or the
 * network's), read out at once. Nothing while the change has not failed.
 */
export function ChangeError({ change, colour = 'red.9' }: { change: { isError: boolean; error: unknown }; colour?: MantineColor }) {
  const { t } = useTranslation();
  if (!change.isError) return null;
  return (
    <Text size="sm" c={colour} role="alert">
      {errorMessage(change.error, t)}
    </Text>
  );
}
