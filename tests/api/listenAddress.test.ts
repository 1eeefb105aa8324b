// Issue #57 §5: a newcomer's demo (HOST unset) answers on this machine, not from the network it is on.
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/apiProcess';

let server: ApiProcess;
beforeAll(async () => {
  server = await startApiProcess({ HOST: '' }); // as if unset: the support's 127.0.0.1 is not passed on
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** 'open' when something accepts a connection at host:port, else 'refused'. */
const probe = (host: string, port: number) =>
  new Promise<'open' | 'refused'>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('open');
    });
    socket.once('error', () => resolve('refused'));
  });

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

it('answers on 127.0.0.1', async () => {
  expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
});

it.skipIf(!outsideAddress)('is not reachable through the machine’s network address', async () => {
  expect(await probe(outsideAddress!, server.port)).toBe('refused');
});
