// The page server on Node: an HTTP server that answers the site's pages and files through the
// Fetch handler (./page-server.ts) and, given a backend, sends the backend's own paths on to it
// untouched (status, every header and cookie, streamed bodies, the push socket's upgrade), so the
// site and its backend share one origin as a deployment's ingress would give them.
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { isBackendPath, type PageServerOptions, createPageServer } from './page-server.ts';

export interface NodePageServerOptions extends PageServerOptions {
  /** The backend's origin (`http://127.0.0.1:4000`): its paths go there as they came. */
  backendOrigin?: string;
}

const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0]!;

/**
 * A new connection to the backend for each request: a kept-alive one the backend closes just as a
 * request goes out fails with a reset, which this adapter passes on to the browser as a reset (a
 * test's fetch failed that way). On loopback or beside the backend a connection costs little.
 */
const backendAgent = new Agent({ keepAlive: false });

/** A request for the backend, sent on as it came: the answer streams back as it comes. */
function forward(backend: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const upstream = httpRequest(
    { host: backend.hostname, port: backend.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent: backendAgent },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    // A reset passes on as a reset (the browser sees the network error it would have seen); a
    // backend that is not there is a 502 that says so.
    if (outgoing.headersSent || error.code === 'ECONNRESET') return void outgoing.destroy();
    outgoing.writeHead(502, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: `the backend at ${backend.origin} did not answer` }));
  });
  incoming.pipe(upstream);
}

/** A socket upgrade for the backend (the push socket): the request head written to it, then both ways piped. */
function forwardUpgrade(backend: URL, incoming: IncomingMessage, socket: Duplex, head: Buffer): void {
  const upstream = connect(Number(backend.port || 80), backend.hostname, () => {
    const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
    for (let i = 0; i < incoming.rawHeaders.length; i += 2) lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  // The backend is down (restarting): the browser hears a 502 and its socket tries again later.
  upstream.on('error', () => {
    if (upstream.bytesRead === 0 && socket.writable) socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    close();
  });
  socket.on('error', close);
  upstream.on('close', close);
  socket.on('close', close);
}

export function createNodePageServer(options: NodePageServerOptions): Server {
  const site = createPageServer(options);
  const answerSite = getRequestListener(site.fetch);
  const backend = options.backendOrigin ? new URL(options.backendOrigin) : undefined;
  const server = createServer((incoming, outgoing) => {
    if (backend && isBackendPath(pathOf(incoming.url))) return forward(backend, incoming, outgoing);
    void answerSite(incoming, outgoing);
  });
  server.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (backend && isBackendPath(pathOf(incoming.url))) return forwardUpgrade(backend, incoming, socket, head);
    socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });
  return server;
}
