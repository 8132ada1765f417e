import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { createDb } from '../apps/server/src/platform/db/client.ts';
import { percentile, rushFromWorker } from './signup-rush.ts';

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;

export interface TMailBenchResult {
  mails: number;
  /** Mails the SMTP server took. */
  received: number;
  seconds: number;
  mailsPerSecond: number;
  /** The console's calls with nothing being sent, then while the campaign runs. */
  idleP99: number;
  busyP99: number;
  busyCalls: number;
  failed: number;
}

/**
 * A campaign of `mails` messages to a local SMTP server (smtp-server in its own thread) at the
 * highest rate a meeting may set, while an organiser's console keeps calling: how fast mail goes
 * out, and whether the API stays responsive meanwhile (p99 idle vs busy, same calls, same run).
 */
export const mailCampaign = async (
  post: TPost,
  { baseUrl, databaseUrl }: { baseUrl: string; databaseUrl: string },
  { mails, organiserToken }: { mails: number; organiserToken: string },
): Promise<TMailBenchResult> => {
  const counter = new SharedArrayBuffer(4);
  const sink = new Worker(new URL('./smtp-sink.mjs', import.meta.url), { workerData: { counter } });
  const [{ port }] = (await once(sink, 'message')) as [{ port: number }];
  const received = () => Atomics.load(new Int32Array(counter), 0);

  const headers = { token: organiserToken };
  const call = async <T>(path: string, body: unknown) =>
    JSON.parse(await post(`/apis${path}`, body, headers)) as { code: number; msg: string; data: T };
  const meeting = await call<{ id: number }>('/meeting/auth/meeting/info/save', {
    meetingName: `基准测试：${mails} 封邮件`,
    startTime: '2027-10-01T08:00:00+08:00',
    endTime: '2027-10-02T18:00:00+08:00',
  });
  const meetingId = meeting.data.id;
  const types = await call<{ id: number }[]>('/meeting/auth/meeting/enroll/type/save', {
    meetingId,
    name: '普通代表',
    feeFen: 0,
    quota: null,
  });
  const typeId = types.data.at(-1)!.id;
  // The registrants come straight into the tables: the sign-up rush measures how they get there.
  const db = createDb(databaseUrl, 2);
  await db.execute(sql`
    with o as (
      insert into orders (order_no, meeting_id, buyer_id, status, lines, total_fen, payable_fen, pay_provider, expires_at, paid_at)
      values (${`BM${meetingId}`}, ${meetingId}, (select min(id) from users), 'paid', '[]', 0, 0, 'import', now(), now())
      returning id
    )
    insert into registrations (meeting_id, order_id, type_id, name, mobile, email, status, fee_fen, source, credential_code)
    select ${meetingId}, o.id, ${typeId}, '参会人' || g, '17' || lpad(g::text, 9, '0'), 'p' || g || '@bench.test',
      'confirmed', 0, 'import', ${`BM${meetingId}X`} || g
    from o, generate_series(1, ${mails}) g`);
  await call('/meeting/auth/meeting/email/setting/edit', {
    meetingId,
    senderName: '基准测试组委会',
    transport: 'own',
    smtpUrl: `smtp://127.0.0.1:${port}`,
    perMinute: 60_000,
  });
  const template = await call<{ id: number }[]>('/meeting/auth/meeting/email/mould/save', {
    meetingId,
    name: '会前通知',
    subject: '{name}，{meeting} 报到须知',
    body: '尊敬的{name}：\n您的订单号为 {order}，参会类型 {type}。参会凭证：{credential}',
  });

  const consoleCalls = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      index % 2
        ? {
            path: '/apis/meeting/auth/meeting/email/campaign/list',
            token: organiserToken,
            body: { meetingId },
          }
        : { path: '/apis/meeting/api/meeting/info/view', token: '', body: { id: meetingId } },
    );
  const idle = await rushFromWorker({ baseUrl, requests: consoleCalls(1000), concurrency: 5 });

  const started = performance.now();
  const sent = await call<{ total: number }>('/meeting/auth/meeting/email/send', {
    meetingId,
    templateId: template.data.at(-1)!.id,
    audience: { kind: 'all' },
  });
  if (sent.code !== 200) throw new Error(`campaign refused: ${sent.msg}`);
  const states = async () =>
    (
      await db.execute<{ sent: number; failed: number; open: number }>(sql`
        select count(*) filter (where m.status = 'sent')::int as sent,
               count(*) filter (where m.status = 'failed')::int as failed,
               count(*) filter (where m.status in ('queued', 'sending'))::int as open
        from mail_messages m join mail_campaigns c on c.id = m.campaign_id where c.meeting_id = ${meetingId}`)
    ).rows[0]!;
  const finished = async () => {
    let state = await states();
    while (state.open > 0 && performance.now() - started < 900_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = await states();
    }
    return { state, seconds: (performance.now() - started) / 1000 };
  };
  // The console keeps calling while the campaign runs, five calls in flight.
  const [busy, { state, seconds }] = await Promise.all([
    rushFromWorker({ baseUrl, requests: consoleCalls(1500), concurrency: 5 }),
    finished(),
  ]);
  await db.$client.end();
  await sink.terminate();
  return {
    mails: sent.data.total,
    received: received(),
    seconds: Math.round(seconds * 10) / 10,
    mailsPerSecond: Math.round(state.sent / seconds),
    idleP99: percentile(idle.latencies, 99),
    busyP99: percentile(busy.latencies, 99),
    busyCalls: busy.latencies.length,
    failed: state.failed,
  };
};

export const mailSection = (mail: TMailBenchResult) => [
  '## Mail campaign',
  '',
  '| mails | received by SMTP | failed | seconds | mails/s | console p99 idle ms | console p99 while sending ms | calls while sending |',
  '|---|---|---|---|---|---|---|---|',
  `| ${mail.mails} | ${mail.received} | ${mail.failed} | ${mail.seconds} | ${mail.mailsPerSecond} | ${mail.idleP99} | ${mail.busyP99} | ${mail.busyCalls} |`,
  '',
  'A campaign to every registrant of a meeting, sent through the job queue on PostgreSQL to an SMTP server on this',
  'machine (smtp-server in its own thread) at the highest rate a meeting may set (60,000 a minute). Each mail is',
  'claimed, sent over a pooled connection and recorded: two statements and one SMTP exchange. Meanwhile the console',
  "calls the meeting's public view and the campaign's progress, five at a time; the two p99 columns are those calls",
  'before the campaign and while it runs. Seconds run from the send call to the last mail recorded.',
  '',
];
