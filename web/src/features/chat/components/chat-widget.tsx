import { Alert, Button, Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialog, useDialogFlag } from '#web/lib/dialogs/dialog-flags.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { useLiveChat } from '../hooks/use-live-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { ChatRating } from './chat-rating';

/**
 * The live-support chat (SPEC §2, PRODUCT.md): a side panel on big screens, a bottom sheet on
 * small ones, opened from the contact button, /contact and the live-support links. The first
 * message starts a conversation with the support desk (openapi/phoenix/chat.yaml); what the desk
 * does arrives live (the `chat` push). While no agent is online the message is an offline message,
 * answered later (a visitor may leave an e-mail). Pictures go along; the chat can be ended and rated.
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const opened = useDialogFlag('chat-widget');
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const chat = useLiveChat(opened);
  const { conversation } = chat;
  const viewport = useRef<HTMLDivElement>(null);

  // The newest message in view.
  const count = conversation?.messages.length ?? 0;
  const typing = conversation?.agentTyping ?? false;
  useEffect(() => {
    if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [count, typing, opened]);

  const closed = conversation?.status === 'CLOSED';

  return (
    <Drawer
      opened={opened}
      onClose={() => closeDialog('chat-widget')}
      title={t('chat.title')}
      position={bigScreen ? 'right' : 'bottom'}
      size={bigScreen ? 420 : '85%'}
      radius={bigScreen ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t('chat.close') }}
      styles={{ content: { display: 'flex', flexDirection: 'column' }, body: { flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 } }}
    >
      {!chat.agentsOnline ? (
        // The title as body text: an alert's own title takes the (too light) orange.
        <Alert color="orange" variant="light" mb="sm">
          <Text size="sm" fw={700}>
            {t('chat.offlineTitle')}
          </Text>
          <Text size="sm">{t('chat.offlineBody')}</Text>
        </Alert>
      ) : null}
      <ScrollArea flex={1} viewportRef={viewport} type="auto">
        <ChatMessages conversation={conversation} previews={chat.previews} />
      </ScrollArea>
      {closed && conversation ? (
        <ChatRating
          conversation={conversation}
          onRate={(rating) => chat.rating.mutate(rating)}
          rating={chat.rating.isPending}
          failure={chat.rating.error}
          onStartOver={chat.startOver}
        />
      ) : (
        <>
          <ChatComposer
            onSend={(outgoing) => chat.send.mutateAsync(outgoing)}
            onTyping={chat.typing}
            sending={chat.send.isPending}
            failure={chat.send.error}
            asksForEmail={chat.asksForEmail}
          />
          {conversation ? (
            <Group justify="flex-end" pt="xs">
              <Button variant="default" size="compact-sm" loading={chat.close.isPending} onClick={() => chat.close.mutate()}>
                {t('chat.endChat')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Drawer>
  );
}
