import { Box, Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_TYPES } from '../utils/documents';

interface PicturePickerProps {
  /** The side's name, which labels the button, the preview and the progress bar. */
  label: string;
  file: File | null;
  /** An object URL of the file (the parent makes and releases it, in the event that chose the file). */
  preview: string | null;
  onChange: (file: File | null) => void;
  /** 0-1 while this side is being sent; null otherwise. */
  progress: number | null;
  error: string | null;
  disabled: boolean;
}

/** One side of a document: choose a picture, see it, watch it go. */
export function PicturePicker({ label, file, preview, onChange, progress, error, disabled }: PicturePickerProps) {
  const { t } = useTranslation();

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          <FileButton onChange={onChange} accept={ACCEPTED_TYPES.join(',')} disabled={disabled}>
            {(props) => (
              <Button variant="default" size="xs" {...props} aria-label={t('identity.choose', { side: label })}>
                {file ? t('identity.change') : t('identity.chooseShort')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Box
          h={160}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}
        >
          {preview ? (
            <Image src={preview} alt={t('identity.preview', { side: label })} h={160} fit="contain" />
          ) : (
            <Text size="sm" c="dimmed">
              {t('identity.noPicture')}
            </Text>
          )}
        </Box>
        {file ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {file.name} ({Math.ceil(file.size / 1024)} KB)
          </Text>
        ) : null}
        {progress !== null ? <Progress value={Math.round(progress * 100)} aria-label={t('identity.progress', { side: label })} animated={progress < 1} /> : null}
        {error ? (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
