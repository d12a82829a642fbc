import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../runtime/answers.ts';
import { isApiPath } from './errors.ts';
import type { OperationDef } from '../contract.ts';

/** The methods the contract serves at a concrete path (`/x/42` matches `/x/{id}`): what a 405's Allow lists. */
export function methodsByPath(operations: readonly Pick<OperationDef, 'method' | 'path'>[]): (path: string) => string[] {
  const routes = operations.map((op) => ({
    method: op.method,
    pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  return (path) => [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
}

/**
 * What the mock answers at a path it serves nothing at: a contract path asked with another method
 * is a 405 naming the methods it takes, any other API path a 404 envelope, and a control path or
 * anything else a plain 404. The site's pages and files are not the mock's: its page server
 * (web/server) serves them in front of it.
 */
async function notFound(app: FastifyInstance, options: { operations: readonly Pick<OperationDef, 'method' | 'path'>[] }): Promise<void> {
  const methodsAt = methodsByPath(options.operations);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/__mock/')) return reply.code(404).send({ error: `no control API at ${request.method} ${request.url}` });
    const path = request.url.split('?')[0]!;
    const methods = isApiPath(path) ? methodsAt(path) : [];
    if (methods.length > 0) {
      return reply
        .code(405)
        .header('allow', methods.join(', '))
        .send(envelope(405, null, `${request.method} is not allowed at ${path}; use ${methods.join(' or ')}`));
    }
    return reply.code(404).send(envelope(404, null, `no operation at ${request.method} ${path}`));
  });
}

/** Not encapsulated (fastify-plugin): the server's one not-found handler. */
export const notFoundPlugin = fp(notFound, { name: 'qc-not-found', fastify: '5.x' });
