import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server (smtp-server from npm) on this machine that keeps every mail it accepts. */
export type TTestSmtp = {
  url: string;
  received: ParsedMail[];
  /** Addresses refused at RCPT TO, as a full mailbox would be (550). */
  refused: Set<string>;
  /** Addresses refused at RCPT TO with the reply given, such as `451 4.3.0 try again later`. */
  replies: Map<string, string>;
  /** Leaves the address's RCPT TO unanswered until the returned release is called: its mail is in flight. */
  hold: (address: string) => () => void;
  close: () => Promise<void>;
};

/** The address a received mail went to. */
export const recipientOf = (mail: ParsedMail) => (mail.to as { text: string }).text;

export const startTestSmtp = async (): Promise<TTestSmtp> => {
  const received: ParsedMail[] = [];
  const refused = new Set<string>();
  const replies = new Map<string, string>();
  const held = new Map<string, Promise<void>>();
  const releases = new Set<() => void>();
  /** smtp-server answers an error with its responseCode, then its message. */
  const refusal = (reply: string) => {
    const [, code = '550', text = reply] = /^(\d{3}) (.*)$/.exec(reply) ?? [];
    return Object.assign(new Error(text), { responseCode: Number(code) });
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      void (held.get(address.address) ?? Promise.resolve()).then(() => {
        const reply = refused.has(address.address) ? '550 5.2.2 mailbox full' : replies.get(address.address);
        callback(reply ? refusal(reply) : undefined);
      });
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
    replies,
    hold(address) {
      let release = () => undefined as void;
      held.set(address, new Promise<void>((resolve) => (release = resolve)));
      const done = () => {
        held.delete(address);
        releases.delete(done);
        release();
      };
      releases.add(done);
      return done;
    },
    close: () => {
      for (const release of [...releases]) release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
