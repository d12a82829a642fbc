import { Button, Group, JsonInput, Select, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushMessage, PushRequestTopic, type PushRequest } from '#generated/mock-admin/mock-admin.ts';
import { topicPayloadSchemas } from '#generated/socket/socket.zod.ts';
import { ask, inSession } from '../api.ts';
import { Failure, Panel, type PanelProps } from './panel.tsx';
import { accountsQuery } from './queries.ts';

type Topic = PushRequest['topic'];
const TOPICS = Object.values(PushRequestTopic);
const example = (topic: Topic) => JSON.stringify(__TOPIC_EXAMPLES__[topic] ?? {}, null, 2);

/** Why the payload cannot be sent: not JSON, or not the topic's `<Topic>Data` (the site would drop it). */
function payloadProblem(topic: Topic, text: string): string | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    return `JSON: ${(error as Error).message}`;
  }
  const checked = topicPayloadSchemas[topic].safeParse(payload);
  if (checked.success) return undefined;
  return checked.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`).join('; ');
}

export function PushPanel({ session }: PanelProps) {
  const { t } = useTranslation();
  const [topic, setTopic] = useState<Topic>('publicToast');
  const [text, setText] = useState(() => example('publicToast'));
  const [loginName, setLoginName] = useState<string | null>(null);
  const accounts = useQuery(accountsQuery(session));
  const problem = payloadProblem(topic, text);
  const push = useMutation({
    mutationFn: () => ask(pushMessage({ topic, payload: JSON.parse(text) as unknown, ...(loginName ? { loginName } : {}) }, inSession(session))),
  });

  return (
    <Panel title={t('nav.push')}>
      <Group align="flex-end">
        <Select
          label={t('push.topic')}
          data={TOPICS}
          value={topic}
          allowDeselect={false}
          onChange={(value) => {
            const next = (value ?? 'publicToast') as Topic;
            setTopic(next);
            setText(example(next));
          }}
        />
        <Select
          label={t('push.player')}
          clearable
          placeholder={t('push.everyone')}
          value={loginName}
          onChange={setLoginName}
          data={(accounts.data?.accounts ?? []).map((account) => account.loginName)}
        />
      </Group>
      <JsonInput
        label={t('push.payload')}
        description={t('push.payloadHint')}
        value={text}
        onChange={setText}
        autosize
        minRows={8}
        maxRows={20}
        error={problem}
        formatOnBlur
      />
      <Group>
        <Button disabled={problem !== undefined} loading={push.isPending} onClick={() => push.mutate()}>
          {t('push.send')}
        </Button>
        {push.isSuccess && <Text role="status">{t('push.delivered', { count: push.data.delivered })}</Text>}
      </Group>
      <Failure error={push.error} />
    </Panel>
  );
}
