// A minimal SMTP sink on 127.0.0.1 for tests (node:net, no TLS, no auth): it accepts every message and keeps it.
// `failNext(n)` makes the next n messages fail with a temporary error (451), to test the outbox's retries.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 822 message (dot-stuffing undone). */
  data: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  failNext(count: number): void;
  close(): Promise<void>;
}

/** Listens on `port`, or on a port the system picks (0, the default): read it back from `port` and `url`. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  let failures = 0;

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP ready');

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') return reply('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8');
      if (verb === 'HELO') return reply('250 sink.test');
      if (verb === 'MAIL') {
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
        return reply('250 OK');
      }
      if (verb === 'RCPT') {
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        return reply('250 OK');
      }
      if (verb === 'DATA') {
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET') return reply('250 OK');
      if (verb === 'NOOP') return reply('250 OK');
      if (verb === 'QUIT') {
        reply('221 Bye');
        return socket.end();
      }
      return reply('502 Command not implemented');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end + 2).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failures > 0) {
            failures--;
            reply('451 Try again later');
          } else {
            received.push({ ...envelope, data });
            reply('250 Queued');
          }
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    });
  });

  const bound = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    failNext: (count) => {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
