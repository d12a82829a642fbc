import { ActionIcon, Button, CloseButton, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import type { Outgoing } from '../hooks/use-live-chat';
import { base64Of, MAX_PICTURE_BYTES, PICTURE_TYPES, pictureProblem, sizeLabel } from '../utils/picture';

const MAX_MESSAGE_LENGTH = 1000;

function PaperclipIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M21.4 11.6 12.2 20.8a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
    </svg>
  );
}

interface ComposerProps {
  onSend: (outgoing: Outgoing & { contactEmail?: string }) => Promise<unknown>;
  onTyping: () => void;
  sending: boolean;
  failure: unknown;
  asksForEmail: boolean;
}

/** Text, a picture (checked here against the server's limits, so the player hears why at once), and send. */
export function ChatComposer({ onSend, onTyping, sending, failure, asksForEmail }: ComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [picture, setPicture] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    const why = pictureProblem(file);
    setProblem(why === 'tooLarge' ? t('chat.pictureTooLarge', { max: sizeLabel(MAX_PICTURE_BYTES, currentLanguage()) }) : why === 'notPicture' ? t('chat.pictureNotAccepted') : null);
    setPicture(why ? null : file);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.trim() && !picture) return;
    const outgoing: Outgoing & { contactEmail?: string } = { text: draft, ...(asksForEmail && email.trim() ? { contactEmail: email.trim() } : {}) };
    if (picture) outgoing.picture = { upload: { fileName: picture.name, mimeType: picture.type, data: await base64Of(picture) }, preview: URL.createObjectURL(picture) };
    try {
      await onSend(outgoing);
      setDraft('');
      setPicture(null);
      setProblem(null);
    } catch {
      // The failure is shown below from the mutation's error; the draft stays for another try.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('chat.composer')}>
      <Stack gap="xs" pt="sm">
        {asksForEmail ? <TextInput type="email" label={t('chat.contactEmail')} value={email} onChange={(event) => setEmail(event.currentTarget.value)} maxLength={320} /> : null}
        {picture ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('chat.picture', { name: picture.name, size: sizeLabel(picture.size, currentLanguage()) })}
            </Text>
            <CloseButton size="sm" aria-label={t('chat.removePicture')} onClick={() => setPicture(null)} />
          </Group>
        ) : null}
        {problem ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {problem}
          </Text>
        ) : null}
        {failure ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errorMessage(failure, t)}
          </Text>
        ) : null}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <FileButton onChange={choose} accept={PICTURE_TYPES.join(',')}>
            {(props) => (
              <ActionIcon {...props} variant="default" size="lg" aria-label={t('chat.attachPicture')}>
                <PaperclipIcon />
              </ActionIcon>
            )}
          </FileButton>
          <TextInput
            flex={1}
            aria-label={t('chat.message')}
            placeholder={t('chat.placeholder')}
            maxLength={MAX_MESSAGE_LENGTH}
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              onTyping();
            }}
            data-autofocus
          />
          <Button type="submit" loading={sending} disabled={!draft.trim() && !picture}>
            {t('chat.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
