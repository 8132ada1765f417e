import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server (smtp-server from npm) on this machine that keeps every mail it accepts. */
export type TTestSmtp = {
  url: string;
  received: ParsedMail[];
  /** Addresses refused at RCPT TO, as a full mailbox would be. */
  refused: Set<string>;
  close: () => Promise<void>;
};

/** The address a received mail went to. */
export const recipientOf = (mail: ParsedMail) => (mail.to as { text: string }).text;

export const startTestSmtp = async (): Promise<TTestSmtp> => {
  const received: ParsedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) callback(new Error('550 5.2.2 mailbox full'));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A sender killed mid-conversation resets its connection; that is the test's point, not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
