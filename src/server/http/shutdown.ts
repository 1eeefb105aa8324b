// SIGTERM or SIGINT: stop without losing a request. Readiness fails at once (the proxy takes the process out of its
// pool) while requests are still served for SHUTDOWN_DELAY_SECONDS, each answered with `Connection: close` so that no
// kept connection is used again; then the port closes, requests in flight finish and the outbox delivers the mails it
// has claimed (it claims no more). What is still running at SHUTDOWN_TIMEOUT_SECONDS after the signal is cut: its
// connection closed, and the process exits 1 (0 when nothing was cut). A second signal cuts at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ShutdownSettings } from '../config';
import type { Lifecycle } from './health';

/** Counts the requests being answered, for the shutdown's report of what it had to cut. */
export function countRequestsInFlight(app: FastifyInstance, lifecycle: Lifecycle): { count(): number } {
  // A request ends by its answer or by its client going away (either hook may come, or both).
  const inFlight = new Set<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    inFlight.add(request);
  });
  app.addHook('onResponse', async (request) => {
    inFlight.delete(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    inFlight.delete(request);
  });
  // While draining, no kept connection is reused: the proxy opens its next one to another process.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('Connection', 'close');
  });
  return { count: () => inFlight.size };
}

export interface ShutdownParts {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  requests: { count(): number };
  settings: ShutdownSettings;
  /** Stops claiming mails and resolves once the claimed ones are delivered. */
  stopOutbox(): Promise<void>;
  /** Everything to close after the requests (admin socket, metrics listener, the database), in order. */
  closeAfter: Array<() => Promise<void>>;
  log: FastifyInstance['log'];
  exit(code: number): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the shutdown once; resolves to the exit code (also passed to `exit`). */
export function shutdownOnSignals(parts: ShutdownParts): { shutdown(signal: string): Promise<number> } {
  let running: Promise<number> | undefined;
  let cutNow: () => void = () => {};
  const cutSignal = new Promise<'cut'>((resolve) => {
    cutNow = () => resolve('cut');
  });

  const shutdown = (signal: string): Promise<number> => {
    if (running) {
      parts.log.warn({ signal }, 'second signal: cutting what is still running');
      cutNow();
      return running;
    }
    running = (async () => {
      const { app, lifecycle, settings, log } = parts;
      const started = Date.now();
      lifecycle.draining = true;
      log.info(
        { signal, delayMs: settings.delayMs, timeoutMs: settings.timeoutMs },
        'shutting down: readiness fails, requests still served',
      );
      const outboxDone = parts.stopOutbox().then(() => true);
      let outboxFinished = false;
      void outboxDone.then(() => {
        outboxFinished = true;
      });
      const deadline = new Promise<'cut'>((resolve) => {
        setTimeout(() => resolve('cut'), settings.timeoutMs).unref();
      });
      const stopped = (async () => {
        await Promise.race([sleep(Math.min(settings.delayMs, settings.timeoutMs)), cutSignal]);
        // Stops listening, closes idle connections and waits for every connection to end (each closes after its
        // answer). Fastify's own close comes after: from its start app.inject refuses, and requests in flight use it
        // (the test checkout's webhook, the page renderer's reads).
        await new Promise<void>((resolve) => app.server.close(() => resolve()));
        await app.close();
        await outboxDone;
        return 'done' as const;
      })();
      const outcome = await Promise.race([stopped, deadline, cutSignal]);
      let exitCode = 0;
      if (outcome === 'cut') {
        const requests = parts.requests.count();
        log.error(
          { requestsCut: requests, mailsCut: !outboxFinished },
          'shutdown deadline passed: cutting what is still running',
        );
        app.server.closeAllConnections();
        exitCode = 1;
      }
      for (const close of parts.closeAfter) {
        try {
          await Promise.race([close(), sleep(2000)]);
        } catch (err) {
          log.error({ err }, 'shutdown: a part did not close cleanly');
        }
      }
      log.info({ exitCode, ms: Date.now() - started }, 'stopped');
      parts.exit(exitCode);
      return exitCode;
    })();
    return running;
  };
  return { shutdown };
}
