import { Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatConversation, ChatMessage } from '#web/api/chat.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { sizeLabel } from '../utils/picture';

const time = (iso: string) => new Intl.DateTimeFormat(currentLanguage(), { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

/**
 * One line of the conversation: the player's on the right, the desk's and the chat's on the left.
 * Japanese breaks between phrases (auto-phrase), so a narrow bubble never strands one character.
 */
export function ChatBubble({ message, preview, read }: { message: Pick<ChatMessage, 'from' | 'text' | 'attachment' | 'sentAt'>; preview?: string; read?: boolean }) {
  const { t } = useTranslation();
  const mine = message.from === 'PLAYER';
  const who = mine ? t('chat.you') : message.from === 'AGENT' ? t('chat.agent') : t('chat.system');
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'}>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="80%"
        bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
        c={mine ? 'var(--mantine-primary-color-contrast)' : undefined}
      >
        <Text size="xs" fw={700} c={mine ? 'inherit' : 'dimmed'}>
          {who}
          {message.sentAt ? ` · ${time(message.sentAt)}` : ''}
        </Text>
        {message.attachment ? (
          <Stack gap={4} my={4}>
            {preview ? <Image src={preview} alt={message.attachment.fileName} maw={220} radius="sm" /> : null}
            <Text size="xs">{t('chat.picture', { name: message.attachment.fileName, size: sizeLabel(message.attachment.sizeBytes, currentLanguage()) })}</Text>
          </Stack>
        ) : null}
        {message.text ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'auto-phrase' }}>
            {message.text}
          </Text>
        ) : null}
        {mine && read ? (
          <Text size="xs" ta="right" c="inherit">
            {t('chat.read')}
          </Text>
        ) : null}
      </Paper>
    </Group>
  );
}

/** The conversation as a log: a screen reader hears new lines as they come. */
export function ChatMessages({ conversation, previews }: { conversation: ChatConversation | undefined; previews: Record<number, string> }) {
  const { t } = useTranslation();
  const lastMine = conversation?.messages.findLast((message) => message.from === 'PLAYER')?.id;
  return (
    <Stack gap="sm" role="log" aria-label={t('chat.log')} pb="sm" pr="xs">
      {conversation ? (
        conversation.messages.map((message) => (
          <ChatBubble key={message.id} message={message} preview={previews[message.id]} read={message.id === lastMine && conversation.readByAgentUpTo >= message.id} />
        ))
      ) : (
        // Before the first message there is no conversation yet: the greeting is the widget's own.
        <ChatBubble message={{ from: 'SYSTEM', text: t('chat.greeting'), attachment: null, sentAt: '' }} />
      )}
      {conversation?.agentTyping ? (
        <Text size="xs" c="dimmed" role="status">
          {t('chat.agentTyping')}
        </Text>
      ) : null}
    </Stack>
  );
}
