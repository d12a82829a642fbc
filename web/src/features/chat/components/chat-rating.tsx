import { Button, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '#web/api/chat.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';

interface RatingProps {
  conversation: ChatConversation;
  onRate: (rating: { stars: number; comment: string }) => void;
  rating: boolean;
  failure: unknown;
  onStartOver: () => void;
}

/** After a chat ends: how was it (1 to 5 stars, a comment), once; then a new chat may start. */
export function ChatRating({ conversation, onRate, rating, failure, onStartOver }: RatingProps) {
  const { t } = useTranslation();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  return (
    <Stack gap="xs" pt="sm" role="group" aria-label={t('chat.rateTitle')}>
      <Text size="sm" fw={700}>
        {t('chat.ended')}
      </Text>
      {conversation.rating ? (
        <Text size="sm" role="status">
          {t('chat.rated')}
        </Text>
      ) : (
        <>
          <Text size="sm">{t('chat.rateTitle')}</Text>
          <Rating value={stars} onChange={setStars} aria-label={t('chat.stars')} size="lg" />
          <Textarea label={t('chat.rateComment')} value={comment} onChange={(event) => setComment(event.currentTarget.value)} maxLength={500} autosize minRows={2} />
          {failure ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {errorMessage(failure, t)}
            </Text>
          ) : null}
          <Button onClick={() => onRate({ stars, comment })} disabled={stars === 0} loading={rating}>
            {t('chat.rateSubmit')}
          </Button>
        </>
      )}
      <Button variant="default" onClick={onStartOver}>
        {t('chat.newChat')}
      </Button>
    </Stack>
  );
}
