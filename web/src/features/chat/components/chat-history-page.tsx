import { Accordion, Badge, Button, Group, Paper, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { chatTranscriptQueryOptions, chatTranscriptsQueryOptions, TRANSCRIPTS_PAGE_SIZE } from '../api/chat';
import { ChatBubble } from './chat-messages';

/** One conversation, read in full when the player opens it. */
function Transcript({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useQuery(chatTranscriptQueryOptions(conversationId));
  if (isPending) return <Skeleton h={80} />;
  if (isError) return <PartFailed onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <Stack gap="sm" role="log" aria-label={t('chat.transcript')}>
      {data.messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
      {data.rating ? (
        <Group gap="xs">
          <Text size="sm">{t('chat.yourRating')}</Text>
          <Rating value={data.rating.stars} readOnly size="sm" role="img" aria-label={t('chat.starsOf', { stars: data.rating.stars })} />
          {data.rating.comment ? <Text size="sm">“{data.rating.comment}”</Text> : null}
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * /account/chat-history: the player's live-support conversations, newest first, each opening to
 * its transcript (what the player and the desk wrote, with the rating given).
 */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePlayer()?.timeZone;
  const [pageNo, setPageNo] = useState(1);
  const { data, isPending, isError, refetch, isFetching } = useQuery(chatTranscriptsQueryOptions(pageNo));
  const date = (iso: string) => formatDate(iso, { locale: currentLanguage(), timeZone, withTime: true });
  const pages = data ? Math.max(1, Math.ceil(data.pageInfo.total / TRANSCRIPTS_PAGE_SIZE)) : 1;

  return (
    <PageFrame title={t('pages.chatHistory')}>
      {isPending ? (
        <Stack gap="sm">
          <Skeleton h={64} />
          <Skeleton h={64} />
        </Stack>
      ) : isError ? (
        <PartFailed onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.list.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>{t('chat.noHistory')}</Text>
        </Paper>
      ) : (
        <>
          <Accordion variant="separated" radius="md">
            {data.list.map((item) => (
              <Accordion.Item key={item.conversationId} value={item.conversationId}>
                <Accordion.Control>
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={700} size="sm">
                        {date(item.openedAt)}
                      </Text>
                      <Badge color={item.status === 'OPEN' ? 'teal.9' : 'gray.9'}>{t(item.status === 'OPEN' ? 'chat.statusOpen' : 'chat.statusClosed')}</Badge>
                      {item.mode === 'OFFLINE' ? <Badge color="orange.9">{t('chat.offlineMessage')}</Badge> : null}
                    </Group>
                    <Text size="sm" c="dimmed" lineClamp={1}>
                      {item.lastMessage?.text ?? (item.lastMessage?.attachment ? t('chat.pictureShort') : '')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('chat.messageCount', { count: item.messageCount })}
                    </Text>
                  </Stack>
                </Accordion.Control>
                <Accordion.Panel>
                  <Transcript conversationId={item.conversationId} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {pages > 1 ? (
            <Group justify="center" gap="xs">
              <Button variant="default" size="xs" disabled={pageNo <= 1} onClick={() => setPageNo((page) => page - 1)}>
                {t('chat.previousPage')}
              </Button>
              <Text size="sm">{t('chat.page', { page: pageNo, pages })}</Text>
              <Button variant="default" size="xs" disabled={pageNo >= pages} onClick={() => setPageNo((page) => page + 1)}>
                {t('chat.nextPage')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
