import { Badge, Button, Group, Paper, ScrollArea, Stack, Switch, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeChatAsAgent,
  listChats,
  markChatReadByAgent,
  replyToChat,
  setAgentTyping,
  setChatDesk,
  type ChatDeskChange,
  type MockChatConversation,
} from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';
import { Failure, Panel, ScrollTable, type PanelProps } from './panel.tsx';

/** How often the desk looks for new messages and typing (it has no socket of its own). */
const POLL_MS = 1_000;
/** The player sees "typing" again at most this often while the agent types on. */
const TYPING_EVERY_MS = 3_000;

const unreadByDesk = (conversation: MockChatConversation) =>
  conversation.messages.filter((message) => message.from === 'PLAYER' && message.id > conversation.readByAgentUpTo).length;

function Conversation({ session, conversation }: { session: string; conversation: MockChatConversation }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const lastTyping = useRef(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['chats', session] });
  const id = conversation.conversationId;
  const reply = useMutation({
    mutationFn: (text: string) => ask(replyToChat(id, { text }, inSession(session))),
    onSuccess: () => {
      setDraft('');
      lastTyping.current = 0;
      void refresh();
    },
  });
  const close = useMutation({ mutationFn: () => ask(closeChatAsAgent(id, {}, inSession(session))), onSuccess: () => void refresh() });
  const unread = unreadByDesk(conversation);

  // What the desk has on screen it has read: the player sees the receipt.
  useEffect(() => {
    if (unread > 0) ask(markChatReadByAgent(id, {}, inSession(session))).then(refresh, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh is a fresh closure each render; the receipt follows the count
  }, [id, unread, session]);

  const typing = () => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS || conversation.status === 'CLOSED') return;
    lastTyping.current = now;
    ask(setAgentTyping(id, { typing: true }, inSession(session))).catch(() => undefined);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('desk.conversation', { id })}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {id} · {conversation.player ?? t('desk.visitor')}
            {conversation.contactEmail ? ` · ${conversation.contactEmail}` : ''}
          </Title>
          <Group gap="xs">
            <Badge color={conversation.mode === 'LIVE' ? 'blue.9' : 'orange.9'}>{t(`desk.mode.${conversation.mode}`)}</Badge>
            <Badge color={conversation.status === 'OPEN' ? 'teal.9' : 'gray.9'}>{t(`desk.status.${conversation.status}`)}</Badge>
          </Group>
        </Group>
        <ScrollArea h={280} type="auto">
          <Stack gap={6} role="log" aria-label={t('desk.messages')}>
            {conversation.messages.map((message) => (
              <Text key={message.id} size="sm">
                <strong>{t(`desk.from.${message.from}`)}</strong> {new Date(message.sentAt).toLocaleTimeString()} — {message.text ?? ''}
                {message.attachment ? ` [${t('desk.picture', { name: message.attachment.fileName, size: Math.round(message.attachment.sizeBytes / 1024), width: message.attachment.width, height: message.attachment.height })}]` : ''}
              </Text>
            ))}
          </Stack>
        </ScrollArea>
        {conversation.playerTyping && conversation.status === 'OPEN' ? (
          <Text size="sm" c="dimmed" role="status">
            {t('desk.playerTyping')}
          </Text>
        ) : null}
        {conversation.rating ? (
          <Text size="sm">{t('desk.rating', { stars: conversation.rating.stars, comment: conversation.rating.comment ?? '' })}</Text>
        ) : null}
        {conversation.status === 'OPEN' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.trim()) reply.mutate(draft.trim());
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('desk.reply')}
                value={draft}
                onChange={(event) => {
                  setDraft(event.currentTarget.value);
                  typing();
                }}
                autosize
                minRows={2}
                maxLength={1000}
              />
              <Group gap="xs">
                <Button type="submit" loading={reply.isPending} disabled={!draft.trim()}>
                  {t('desk.send')}
                </Button>
                <Button variant="default" loading={close.isPending} onClick={() => close.mutate()}>
                  {t('desk.close')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}
        <Failure error={reply.error ?? close.error} />
      </Stack>
    </Paper>
  );
}

/**
 * The live-support agent desk: the session's conversations (polled), answering as the agent
 * (typing and read receipts reach the player live), closing, and the desk's two switches. While
 * the panel is open someone is at the desk, so canned replies stop; leaving it hands back to them.
 */
export function AgentDeskPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const chats = useQuery({ queryKey: ['chats', session], queryFn: () => ask(listChats(inSession(session))), refetchInterval: POLL_MS });
  const desk = useMutation({
    mutationFn: (change: ChatDeskChange) => ask(setChatDesk(change, inSession(session))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chats', session] }),
  });
  const { mutate: changeDesk } = desk;
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    changeDesk({ staffed: true });
    return () => {
      // The desk is left: canned replies answer again (the call outlives the panel).
      ask(setChatDesk({ staffed: false }, inSession(session))).catch(() => undefined);
    };
  }, [session, changeDesk]);

  const conversations = chats.data?.conversations ?? [];
  const current = conversations.find((conversation) => conversation.conversationId === selected) ?? conversations[0];

  return (
    <Panel title={t('nav.desk')}>
      <Text size="sm" c="dimmed">
        {t('desk.about')}
      </Text>
      <Group gap="lg">
        <Switch label={t('desk.agentsOnline')} checked={chats.data?.desk.agentsOnline ?? true} onChange={(event) => desk.mutate({ agentsOnline: event.currentTarget.checked })} />
        <Switch label={t('desk.staffed')} checked={chats.data?.desk.staffed ?? false} onChange={(event) => desk.mutate({ staffed: event.currentTarget.checked })} />
      </Group>
      {conversations.length === 0 ? (
        <Text>{t('desk.none')}</Text>
      ) : (
        <ScrollTable minWidth={560}>
          <Table aria-label={t('desk.conversations')} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('desk.id')}</Table.Th>
                <Table.Th>{t('desk.who')}</Table.Th>
                <Table.Th>{t('desk.state')}</Table.Th>
                <Table.Th>{t('desk.last')}</Table.Th>
                <Table.Th>{t('desk.unread')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conversations.map((conversation) => (
                <Table.Tr key={conversation.conversationId} aria-selected={conversation === current}>
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setSelected(conversation.conversationId)}>
                      {conversation.conversationId}
                    </Button>
                  </Table.Td>
                  <Table.Td>{conversation.player ?? t('desk.visitor')}</Table.Td>
                  <Table.Td>
                    {t(`desk.mode.${conversation.mode}`)} / {t(`desk.status.${conversation.status}`)}
                  </Table.Td>
                  <Table.Td>{conversation.messages.at(-1)?.text ?? ''}</Table.Td>
                  <Table.Td>{unreadByDesk(conversation)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {current ? <Conversation key={current.conversationId} session={session} conversation={current} /> : null}
      <Failure error={chats.error ?? desk.error} />
    </Panel>
  );
}
