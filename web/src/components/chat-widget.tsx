import { Button, Drawer, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, useDialogFlag } from '../lib/dialogs/dialog-flags';
import { useAppSettings } from '../stores/app-settings';

/** What the player typed, or one of the widget's own lines (shown in the current language). */
type ChatMessage = { id: number; from: 'player'; text: string } | { id: number; from: 'agent'; line: 'greeting' | 'autoReply' };

const MAX_MESSAGE_LENGTH = 500;

/**
 * The live-support chat (SPEC §2, PRODUCT.md): a side panel on big screens, a bottom sheet on
 * small ones, opened from the contact button, /contact and the live-support links. There is no
 * chat service behind it yet (SPEC names none): the first message is answered locally and truly,
 * "live chat is not available yet, this has not reached an agent". The conversation lives as long
 * as the page, whether the panel is open or not.
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const opened = useDialogFlag('chat-widget');
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, from: 'agent', line: 'greeting' }]);
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);

  // The newest message in view.
  useEffect(() => {
    if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [messages, opened]);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    setMessages((current) => {
      const next: ChatMessage[] = [...current, { id: current.length, from: 'player', text }];
      // Said once per conversation, not after every message.
      const acknowledged = current.some((message) => message.from === 'agent' && message.line === 'autoReply');
      return acknowledged ? next : [...next, { id: next.length, from: 'agent', line: 'autoReply' }];
    });
  };

  return (
    <Drawer
      opened={opened}
      onClose={() => closeDialog('chat-widget')}
      title={t('chat.title')}
      position={bigScreen ? 'right' : 'bottom'}
      size={bigScreen ? 400 : '85%'}
      radius={bigScreen ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('chat.close') }}
      styles={{ content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 } }}
    >
      <ScrollArea flex={1} viewportRef={viewport} type="auto">
        <Stack gap="sm" role="log" aria-label={t('chat.log')} pb="sm" pr="xs">
          {messages.map((message) => (
            <Group key={message.id} justify={message.from === 'player' ? 'flex-end' : 'flex-start'}>
              <Paper
                px="sm"
                py={6}
                radius="lg"
                maw="80%"
                bg={message.from === 'player' ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
                c={message.from === 'player' ? 'var(--mantine-primary-color-contrast)' : undefined}
              >
                <Text size="xs" fw={700} c={message.from === 'player' ? 'inherit' : 'dimmed'}>
                  {message.from === 'player' ? t('chat.you') : t('chat.agent')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.from === 'player' ? message.text : message.line === 'greeting' ? t('chat.greeting') : t('chat.autoReply')}
                </Text>
              </Paper>
            </Group>
          ))}
        </Stack>
      </ScrollArea>
      <form onSubmit={send}>
        <Group gap="xs" wrap="nowrap" align="flex-end" pt="sm">
          <TextInput
            flex={1}
            aria-label={t('chat.message')}
            placeholder={t('chat.placeholder')}
            maxLength={MAX_MESSAGE_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            data-autofocus
          />
          <Button type="submit" disabled={!draft.trim()}>
            {t('chat.send')}
          </Button>
        </Group>
      </form>
    </Drawer>
  );
}
