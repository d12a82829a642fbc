import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** What went wrong with a whole form (the server's message), announced to screen readers; nothing when all is well. */
export function FormError({ children }: { children: ReactNode }) {
  return children ? (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  ) : null;
}
