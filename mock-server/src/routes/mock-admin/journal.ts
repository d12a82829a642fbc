import { messagesTo } from '../../domain/verification/inbox.ts';
import { refusal } from '../../runtime/control-context.ts';
import { clearJournal } from '../../runtime/journal.ts';
import { readJournal } from '../../runtime/journal-read.ts';
import { nearestOperations } from '../../runtime/scenario-rules.ts';
import { defineControlHandlers, type ControlServer } from './handler.ts';

/** What the server saw and sent: the journal of API calls and the inbox of codes (tag observe). */
export const journalHandlers = ({ operations }: ControlServer) =>
  defineControlHandlers({
    readJournal: ({ query, session }) => {
      if (query.operation !== undefined && !operations.some((op) => op.operationId === query.operation)) {
        throw refusal(400, `query.operation: unknown operation "${query.operation}"; did you mean ${nearestOperations(operations, query.operation).join(', ')}?`);
      }
      return readJournal(session.journal, query);
    },
    clearJournal: ({ session }) => {
      clearJournal(session.journal);
      return { ok: true };
    },
    readInbox: ({ query, session }) => ({ messages: messagesTo(session.state, query.to, query.purpose) }),
  });
