// What one client may hold of the server's sockets (issue #52: 200 slowloris sockets were held for 60 s). Node gives a
// request's headers HEADERS_TIMEOUT_SECONDS to arrive and the whole request REQUEST_TIMEOUT_SECONDS, an idle keep-alive
// socket KEEP_ALIVE_SECONDS, and a client network (an IPv4 address or an IPv6 /64) at most MAX_CONNECTIONS_PER_ADDRESS
// open sockets. Behind a trusted proxy (TRUST_PROXY) every socket is the proxy's: the per-address cap is the proxy's
// job.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { networkOf } from './clientAddress';

export interface ConnectionSettings {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** A socket with no traffic at all for this long is closed. */
  idleTimeoutMs: number;
  maxConnectionsPerAddress: number;
}

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return (value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : fallback) * 1000;
};

export function connectionSettings(env: NodeJS.ProcessEnv): ConnectionSettings {
  const headersTimeoutMs = seconds(env.HEADERS_TIMEOUT_SECONDS, 10);
  const max = Number(env.MAX_CONNECTIONS_PER_ADDRESS);
  return {
    headersTimeoutMs,
    // Node requires the whole request's time to be at least the headers'.
    requestTimeoutMs: Math.max(headersTimeoutMs, seconds(env.REQUEST_TIMEOUT_SECONDS, 30)),
    keepAliveTimeoutMs: seconds(env.KEEP_ALIVE_SECONDS, 10),
    idleTimeoutMs: 60_000,
    maxConnectionsPerAddress: Number.isInteger(max) && max > 0 ? max : 256,
  };
}

/** The server's own timeouts, as Fastify's options (it creates the server). */
export function serverTimeouts(
  s: ConnectionSettings,
): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout'> & { http: object } {
  return {
    requestTimeout: s.requestTimeoutMs,
    keepAliveTimeout: s.keepAliveTimeoutMs,
    connectionTimeout: s.idleTimeoutMs,
    // Node checks the headers' and the request's deadlines this often (its default, 30 s, would let them run 30 s
    // over).
    http: { headersTimeout: s.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, s.headersTimeoutMs) },
  };
}

const BUSY = JSON.stringify({
  message: 'Too many connections from your network. Please try again in a few seconds.',
  code: 'TOO_MANY_CONNECTIONS',
});
const REFUSED =
  'HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n' +
  `Content-Length: ${Buffer.byteLength(BUSY)}\r\n\r\n${BUSY}`;

/** Counts open sockets per client network and answers one over the cap with a 503 before reading anything from it. */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const network = networkOf(socket.remoteAddress ?? '');
    const count = (open.get(network) ?? 0) + 1;
    if (count > max) {
      socket.end(REFUSED);
      return;
    }
    open.set(network, count);
    socket.once('close', () => {
      const left = (open.get(network) ?? 1) - 1;
      if (left > 0) open.set(network, left);
      else open.delete(network);
    });
  });
}
