import type { FastifyReply, FastifyRequest } from 'fastify';
import { codes, SUCCESS_CODE } from '../contract.ts';
import { envelope, type Envelope } from '../runtime/answers.ts';
import { MAX_HOLD_MS, type Holds } from '../runtime/holds.ts';
import type { JournalEntry } from '../runtime/journal.ts';
import type { Scenario } from '../runtime/scenarios.ts';

/** What playing a scenario needs of the contract plugin: its holds, the connections it keeps open, its failure answer. */
export interface ScenarioStage {
  holds: Holds;
  /** Connections held open by the `timeout` fault; the plugin drops them when the server closes. */
  heldOpen: Set<FastifyRequest['raw']>;
  businessError: (reply: FastifyReply, entry: JournalEntry, code: number, httpStatus: number, msg?: string, data?: unknown) => Envelope;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A call that gets no answer at all: the journal says so, and Fastify leaves the reply to us. */
function unanswered(entry: JournalEntry, reply: FastifyReply): void {
  entry.httpStatus = null;
  entry.code = null;
  entry.inFlightSince = null;
  reply.hijack();
}

/**
 * Plays an armed scenario on a call: a delay, a fault (timeout, reset, malformed JSON), a business
 * code or canned data. Undefined when the scenario was only a delay and the call answers normally.
 */
export async function playScenario(
  stage: ScenarioStage,
  scenario: Scenario,
  sessionName: string,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: JournalEntry,
): Promise<Envelope | FastifyReply | undefined> {
  if (scenario.delayMs || scenario.fault === 'timeout') {
    // Held calls are bounded (holds.ts): past a cap a delay is skipped and a timeout dropped at once.
    const release = stage.holds.take(sessionName);
    if (!release) {
      if (scenario.fault === 'timeout') {
        unanswered(entry, reply);
        request.raw.socket.destroy();
        return reply;
      }
    } else if (scenario.fault === 'timeout') {
      if (scenario.delayMs) await sleep(Math.min(scenario.delayMs, MAX_HOLD_MS));
      unanswered(entry, reply);
      const raw = request.raw;
      stage.heldOpen.add(raw);
      // Never answered, but not held forever either: the connection goes after MAX_HOLD_MS.
      const limit = setTimeout(() => raw.socket.destroy(), MAX_HOLD_MS);
      raw.once('close', () => {
        clearTimeout(limit);
        stage.heldOpen.delete(raw);
        release();
      });
      return reply;
    } else {
      try {
        await sleep(Math.min(scenario.delayMs!, MAX_HOLD_MS));
      } finally {
        release();
      }
    }
  }
  if (scenario.fault === 'reset') {
    unanswered(entry, reply);
    request.raw.socket.destroy();
    return reply;
  }
  if (scenario.fault === 'malformed') {
    entry.httpStatus = scenario.httpStatus ?? 200;
    entry.code = null;
    reply.code(entry.httpStatus).type('application/json; charset=utf-8').send('{"code":200,"success":true,"data":{"');
    return reply;
  }
  if (scenario.code !== undefined && scenario.code !== SUCCESS_CODE) {
    const status = scenario.httpStatus ?? (scenario.code === codes.notLoggedIn ? 401 : 200);
    return stage.businessError(reply, entry, scenario.code, status, scenario.msg, scenario.data ?? null);
  }
  if (scenario.data !== undefined) {
    entry.httpStatus = scenario.httpStatus ?? 200;
    reply.code(entry.httpStatus);
    return envelope(SUCCESS_CODE, scenario.data, scenario.msg ?? 'success');
  }
  if (scenario.httpStatus !== undefined) {
    return stage.businessError(reply, entry, scenario.httpStatus, scenario.httpStatus, scenario.msg);
  }
  return undefined; // only a delay: answer normally, late
}
