// The shape of a control operation's samples (control-samples.ts and the areas' sample files).
import type { FastifyInstance } from 'fastify';

/** One call of the operation: its concrete URL, and a JSON body or an HTML form's fields. */
export interface ControlCall {
  url: string;
  body?: unknown;
  form?: Record<string, string>;
}

/** The operation's calls on a session, after whatever state they need; made one after another. */
export type ControlSample = (app: FastifyInstance, session: string) => ControlCall[] | Promise<ControlCall[]>;
