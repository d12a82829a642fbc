import { Button, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '#web/components/form/form-error.tsx';
import { showToast } from '#web/components/toast.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { useUploadDocument, type IdDocumentType } from '../api/identity';
import { base64Of, DOCUMENT_SIDES, DOCUMENT_TYPES, pictureProblem, type AcceptedType } from '../utils/documents';
import { PicturePicker } from './picture-picker';

type Side = 'FRONT' | 'BACK';

/**
 * Choose the document, a picture of each side it has, and send them: the front, then the back,
 * each with its progress. A refusal (too large, not a picture, verified already) says why under
 * the side it was about; the sides already sent stay sent.
 */
export function DocumentUpload() {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const [documentType, setDocumentType] = useState<IdDocumentType>('DRIVERS_LICENSE');
  const [files, setFiles] = useState<Partial<Record<Side, File>>>({});
  // Object URLs for the previews, made when a file is chosen and released when it is replaced or
  // sent (an effect would make them twice under StrictMode and release the one on screen).
  const [previews, setPreviews] = useState<Partial<Record<Side, string>>>({});
  const forget = (side?: Side) => {
    setPreviews((now) => {
      for (const [key, url] of Object.entries(now)) if (url && (side === undefined || key === side)) URL.revokeObjectURL(url);
      return side === undefined ? {} : { ...now, [side]: undefined };
    });
  };
  const [errors, setErrors] = useState<Partial<Record<Side, string>>>({});
  const [progress, setProgress] = useState<Partial<Record<Side, number>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const sides = DOCUMENT_SIDES[documentType];
  const ready = sides.every((side) => files[side] && !errors[side]);
  const sending = upload.isPending;

  const choose = (side: Side) => (file: File | null) => {
    setFailure(null);
    setProgress((now) => ({ ...now, [side]: undefined }));
    const problem = file ? pictureProblem(file) : null;
    setErrors((now) => ({ ...now, [side]: problem ? t(`identity.problem.${problem}`) : undefined }));
    setFiles((now) => ({ ...now, [side]: file ?? undefined }));
    forget(side);
    if (file && !problem) {
      const url = URL.createObjectURL(file);
      setPreviews((now) => ({ ...now, [side]: url }));
    }
  };

  const send = async () => {
    setFailure(null);
    for (const side of sides) {
      const file = files[side];
      if (!file) return;
      try {
        await upload.mutateAsync({
          documentType,
          side,
          mimeType: file.type as AcceptedType,
          image: await base64Of(file),
          onProgress: (fraction) => setProgress((now) => ({ ...now, [side]: fraction })),
        });
      } catch (error) {
        setProgress((now) => ({ ...now, [side]: undefined }));
        setFailure(errorMessage(error, t));
        return;
      }
    }
    setFiles({});
    forget();
    setProgress({});
    showToast(t('identity.sent'), 'success');
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="identity-upload">
      <Stack gap="sm">
        <Title order={2} size="h4" id="identity-upload">
          {t('identity.uploadTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('identity.uploadHint')}
        </Text>
        <Select
          label={t('identity.documentType')}
          data={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`identity.types.${type}`) }))}
          value={documentType}
          allowDeselect={false}
          disabled={sending}
          onChange={(value) => {
            if (!value) return;
            setDocumentType(value as IdDocumentType);
            setFiles({});
            forget();
            setErrors({});
            setProgress({});
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: sides.length }} spacing="sm">
          {sides.map((side) => (
            <PicturePicker
              key={`${documentType}-${side}`}
              label={t(`identity.sides.${side}`)}
              file={files[side] ?? null}
              preview={previews[side] ?? null}
              onChange={choose(side)}
              progress={progress[side] ?? null}
              error={errors[side] ?? null}
              disabled={sending}
            />
          ))}
        </SimpleGrid>
        <FormError>{failure}</FormError>
        <Button onClick={() => void send()} disabled={!ready} loading={sending}>
          {t('identity.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
