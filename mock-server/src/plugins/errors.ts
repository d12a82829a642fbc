import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codes } from '../contract.ts';
import type { CodeCatalogue } from '../domain/shared/catalogue.ts';
import { localeFromHeader } from '../domain/shared/locale.ts';
import { envelope } from '../runtime/answers.ts';
import type { OperationRouteConfig } from './contract.ts';
import { journalHeaders, record, refusedBody } from '../runtime/journal.ts';
import type { SessionStore } from '../runtime/sessions.ts';
import { now } from '../domain/shared/clock.ts';

const API_PREFIXES = ['/api/', '/auth/', '/throne-api/'];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Deeper JSON than any contract body needs; deeper still would overflow the stack of zod or of the journal. */
export const MAX_BODY_DEPTH = 64;
const BODY_REFUSED = 'MOCK_BODY_REFUSED';

/** More values than any contract body holds (the largest lists a few dozen); a megabyte of `[],` holds 350,000. */
export const MAX_BODY_VALUES = 10_000;

/**
 * The nesting of raw JSON text past MAX_BODY_DEPTH, or more than MAX_BODY_VALUES values, found
 * before parsing: one pass over the characters, no allocation, so a megabyte of `[[],[],...]`
 * costs a few milliseconds instead of parsing and walking hundreds of thousands of arrays.
 */
export function nestingRefusal(text: string): string | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      values += 1;
      if (depth > MAX_BODY_DEPTH) return `body: nested deeper than ${MAX_BODY_DEPTH} levels`;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
    else if (char === 0x2c) values += 1;
    if (values > MAX_BODY_VALUES) return `body: more than ${MAX_BODY_VALUES} values`;
  }
  return undefined;
}

/**
 * How Fastify's own parser (secure-json-parse) meets a prototype key: `__proto__` refused (copying it
 * onto a plain object would swap the prototype); `constructor.prototype` kept as data, since parsing
 * never assigns a prototype and a contract body may carry any field name.
 */
export const PROTO_POISONING = { onProtoPoisoning: 'error', onConstructorPoisoning: 'ignore' } as const;

type BodyParser = (request: FastifyRequest, body: string, done: (error: Error | null, body?: unknown) => void) => void;

function refused(message: string, text: string): FastifyError {
  const error = new Error(message) as FastifyError & { refusedText?: string };
  error.statusCode = 400;
  error.code = BODY_REFUSED;
  // QA still sees what was sent (its start, secrets masked) in the journal.
  error.refusedText = text;
  return error;
}

/**
 * Every body read as JSON by Fastify's parser, after a count of its nesting and values (cheap, and
 * what the parser does not limit); an empty body is "no body", so a bodiless POST with a JSON
 * content type is not an error.
 */
export function jsonBodyParser(fastifyJson: BodyParser): BodyParser {
  return (request, body, done) => {
    if (body.trim().length === 0) return done(null, undefined);
    const tooMuch = nestingRefusal(body);
    if (tooMuch !== undefined) return done(refused(tooMuch, body));
    fastifyJson(request, body, (error, parsed) => {
      if (error === null) return done(null, parsed);
      // The parser says only "invalid": text plain JSON reads is refused for a prototype key.
      try {
        JSON.parse(body);
      } catch {
        return done(error);
      }
      done(refused('body: a key "__proto__" is not accepted', body));
    });
  };
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a bad Content-Length, a NUL in a
 * header, headers too large) answered in the envelope, then the connection closed: the path is
 * unknown here, and API clients are the ones that need a shape to read.
 */
export function clientErrorAnswer(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, msg] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'request: headers too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request: timed out']
        : [400, 'Bad Request', 'request: not valid HTTP (a header, its value or the content length)'];
  const body = JSON.stringify(envelope(status, null, msg));
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}

/** A refusal in the shape of the path: the envelope on API paths, `{error}` elsewhere. */
export function refuse(request: FastifyRequest, reply: FastifyReply, status: number, msg: string): FastifyReply {
  return reply.code(status).send(isApiPath(request.url) ? envelope(status, null, msg) : { error: msg });
}

/** A URL Fastify's router cannot read (`/api/%zz`): 400 in the shape of the path. */
export function frameworkErrorAnswer(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void refuse(request, reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'url: not a valid URL (bad percent-encoding)' : 'url: not valid');
}

/** HTTP's status for a body over the route's limit, sent as the envelope's code too (as 405 and 431 are). */
const PAYLOAD_TOO_LARGE = 413;

/** Why a body could not be read, in words a client developer acts on. */
function bodyProblem(error: FastifyError, bodyLimit: number | undefined): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyLimit === undefined ? 'body: too large' : `body: too large (at most ${bodyLimit} bytes)`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'body: unsupported content type';
    case BODY_REFUSED:
      return error.message;
    default:
      return 'body: not valid JSON';
  }
}

/**
 * Every body is read as JSON whatever its content type (clients of this API send nothing else).
 * Anything the server cannot read becomes the 400 envelope; anything unexpected the 500 envelope
 * with a generic message: internals go to the log, never to the client.
 */
async function errors(app: FastifyInstance, options: { sessions: SessionStore; catalogue: CodeCatalogue }): Promise<void> {
  const parseJson = jsonBodyParser(app.getDefaultJsonParser(PROTO_POISONING.onProtoPoisoning, PROTO_POISONING.onConstructorPoisoning));
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);
  app.addContentTypeParser('*', { parseAs: 'string' }, parseJson);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    const config = request.routeOptions.config as Partial<OperationRouteConfig> | undefined;
    const status = error.statusCode ?? 500;
    const clientError = status >= 400 && status < 500;
    if (!clientError) request.log.error({ err: error }, 'unexpected error');
    // The envelope's code and the HTTP status are the same number here: 413 for a body over the
    // limit (the client learns to send less, not that a field is wrong), 400 for anything else unread.
    const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? PAYLOAD_TOO_LARGE : clientError ? codes.invalidRequest : codes.serverError;
    const msg = clientError ? bodyProblem(error, request.routeOptions.bodyLimit) : options.catalogue.message(undefined, codes.serverError, locale);
    if (config?.operation && clientError) {
      const session = options.sessions.forRequest(request);
      const refusedText = (error as { refusedText?: unknown }).refusedText;
      const refused = typeof refusedText === 'string' ? refusedBody(refusedText) : { body: null, bytes: 0 };
      record(session.journal, {
        time: now(session.clock),
        method: request.method,
        path: request.url.split('?')[0]!,
        operation: config.operation.operationId,
        requestBody: refused.body,
        requestHeaders: journalHeaders(request.headers),
        httpStatus: code,
        code,
        responseBody: JSON.stringify(envelope(code, null, msg)),
        scenario: null,
        durationMs: null,
        seq: 0,
      }, refused.bytes);
    }
    if (request.url.startsWith('/__mock/')) return reply.code(code).send({ error: clientError ? msg : 'internal error' });
    return reply.code(code).send(envelope(code, null, msg));
  });
}

/** Not encapsulated (fastify-plugin): the body parsers and the error handler are the whole server's. */
export const errorsPlugin = fp(errors, { name: 'qc-errors', fastify: '5.x' });
