import { Alert, Box, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api.ts';

/** What the console's frame gives every panel: the session it works on. */
export interface PanelProps {
  session: string;
}

/** A panel's frame: its heading (the page's h2) and its content. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A failed control call, in the server's own words. */
export function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" role="alert" title={t('failed')}>
      {errorText(error)}
    </Alert>
  );
}

/** JSON as QA reads it: indented, scrollable, never wider than the page. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <pre aria-label={label} tabIndex={0} style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, background: 'var(--mantine-color-gray-0)', padding: 8, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** A wide table on a narrow screen scrolls sideways; the scroller takes focus so a keyboard can scroll it too. */
export function ScrollTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <Box tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
