import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

/**
 * An SMTP server that stops answering must not hold a sender: the mail fails with a reason the
 * record page can show, soon enough for the retry to come round.
 */

let silent: net.Server;
let silentUrl: string;
/** Sockets held open without a word, as a hung server holds them. */
const held: net.Socket[] = [];

beforeAll(async () => {
  silent = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const mail = { to: 'someone@example.com', subject: '报到须知', text: '明日 8:00 报到' };

it('gives up on a server that accepts the connection but never greets', async () => {
  const mailer = createMailer(
    { smtpUrl: silentUrl, from: 'noreply@huitang.local' },
    '/nowhere',
    pino({ level: 'silent' }),
    {
      connectMs: 500,
      greetingMs: 500,
      socketMs: 1000,
    },
  );
  const started = Date.now();
  await expect(mailer.send(mail)).rejects.toThrow(/Greeting never received/);
  expect(Date.now() - started).toBeLessThan(5000);
  mailer.close?.();
});

it('gives up on a server that cannot be reached', async () => {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as net.AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const mailer = createMailer(
    { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'noreply@huitang.local' },
    '/nowhere',
    pino({ level: 'silent' }),
  );
  await expect(mailer.send(mail)).rejects.toThrow(/ECONNREFUSED/);
  mailer.close?.();
});
