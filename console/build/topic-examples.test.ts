import { describe, expect, it } from 'vitest';
import { topicPayloadSchemas } from '#generated/socket/socket.zod.ts';
import { topicExamples } from './topic-examples.ts';

describe('the push form’s example payloads (sampled from openapi/socket.yaml)', () => {
  const examples = topicExamples();

  it('has one for every topic of the socket contract', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(topicPayloadSchemas).sort());
  });

  it.each(Object.keys(topicPayloadSchemas))('%s: the example is a message the site accepts', (topic) => {
    const checked = topicPayloadSchemas[topic as keyof typeof topicPayloadSchemas].safeParse(examples[topic]);
    expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
  });
});
