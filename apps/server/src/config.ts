import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PASSWORD_COST_N } from './platform/auth/password.ts';
import type { TAliyunSmsConfig } from './platform/sms/aliyun-sms.ts';

export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface TS3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

export interface TConfig {
  port: number;
  host: string;
  /**
   * Where the other instances reach this one (INSTANCE_URL, e.g. http://10.0.0.5:3000): they pull a
   * live from the instance its encoder reached. Empty: the address it listens on (loopback when it
   * listens on every address), enough for instances on one machine.
   */
  instanceUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded PostgreSQL's port when EMBEDDED_PG_PORT names one; else 54329, or any free port. */
  embeddedPgPort: number | undefined;
  cookieDomain: string | undefined;
  /** Where texts go: data/sms.log (console), or Aliyun SMS with its keys, signature and template codes. */
  smsProvider: 'console' | ({ kind: 'aliyun' } & TAliyunSmsConfig);
  /** Mail: the platform's SMTP server (SMTP_URL, smtp://user:pass@host:port) or, unset, .eml files in dataDir/mail. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    retrySeconds: number;
    sweepSeconds: number;
    leaseSeconds: number;
  };
  /** What the platform charges per billed text, in fen (SMS_PRICE_FEN), for organisations' cost page. */
  smsPriceFen: number;
  s3: TS3Config | undefined;
  signInRateLimitPerMinute: number;
  /**
   * scrypt's work factor for passwords set here: PASSWORD_COST_N, which no variable changes; only the
   * tests' harness lowers it, so their thousands of sign-ups don't spend minutes hashing.
   */
  passwordCostN: number;
  logLevel: string;
  trustProxy: boolean;
  /** base64 of 32 bytes sealing stored payment secrets; a key file in dataDir when unset. */
  secretsKey: string | undefined;
  /**
   * The local sandbox payment method: on for the embedded demo, off with DATABASE_URL (production)
   * unless PAY_SANDBOX=on; PAY_SANDBOX=off turns it off everywhere.
   */
  paySandbox: boolean;
  /** How long the sandbox gateway takes to answer a refund (PAY_SANDBOX_LATENCY_MS), as a real one over the network. */
  paySandboxLatencyMs: number;
  /**
   * The local sandbox WeChat for sign-in, standing in for any WeChat app not configured: the same
   * rule as the pay sandbox, WECHAT_SANDBOX=on|off overriding it.
   */
  wechatSandbox: boolean;
  /** Server processes the supervisor keeps running (0: the server runs in `npm start`'s own process). */
  workers: number;
  /** The demo data (accounts, meetings): the embedded default has it; DATABASE_URL only with SEED_DEMO=1. */
  seedDemo: boolean;
  /** Seconds between sweeps closing unpaid orders whose time ran out. */
  orderSweepSeconds: number;
  /** A course sale's split: the platform's percent, then the lecturer's percent of the rest on an institution's course. */
  courseSaleShares: { platformPercent: number; lecturerPercent: number };
  /** Seconds between sweeps submitting exam attempts whose time ran out; 0 leaves them to the next look. */
  examSweepSeconds: number;
  /** Seconds between sweeps sending session reminders that are due; 0 sends none from this process. */
  reminderSweepSeconds: number;
  /** Upload grants one person may take in an hour, and the bytes they may declare in them. */
  uploadQuota: { grantsPerHour: number; bytesPerHour: number };
  /**
   * Seconds an anonymous visitor's page is kept at most (changes made through the API drop it at
   * once); 0 renders every page.
   */
  pageCacheSeconds: number;
  /**
   * A session looked up is kept in memory this many seconds at most (SESSION_CACHE_SECONDS, 10), and
   * at most `sessionCacheEntries` of them (SESSION_CACHE_ENTRIES, 20,000) per process. A sign-out or
   * any change to the account is heard by every process at once (platform/auth/session-cache.ts).
   */
  sessionCacheSeconds: number;
  sessionCacheEntries: number;
  /**
   * Live: the RTMP ingest's port (RTMP_PORT, 1935; 0 takes any free one, as tests do) and whether it
   * runs at all (LIVE=off turns it off).
   */
  live: {
    enabled: boolean;
    rtmpPort: number;
    reconnectSeconds: number;
    /**
     * In S3 storage, a live's recording goes to the bucket as it grows, a part every this many seconds
     * (LIVE_RECORDING_PART_SECONDS, 30): the most of it an instance that dies takes along. Unset: 30.
     */
    recordingPartSeconds?: number;
    /** The secret an edge (SRS) puts in its hook URLs; with it, the edge's viewers are counted. */
    hookSecret: string;
  };
}

const intOf = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

const s3Of = (env: NodeJS.ProcessEnv): TS3Config | undefined => {
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = env;
  if (!S3_BUCKET) return undefined;
  if (!S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too');
  }
  return {
    endpoint: S3_ENDPOINT ?? '',
    region: S3_REGION ?? 'us-east-1',
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: S3_PUBLIC_URL ?? `${S3_ENDPOINT ?? ''}/${S3_BUCKET}`,
  };
};

/** SMS_PROVIDER=aliyun needs its keys, signature and the template codes of our own texts (JSON). */
const smsProviderOf = (env: NodeJS.ProcessEnv): TConfig['smsProvider'] => {
  const kind = env.SMS_PROVIDER ?? 'console';
  if (kind === 'console') return 'console';
  if (kind !== 'aliyun') throw new Error(`SMS_PROVIDER=${kind} is not available: use "console" or "aliyun"`);
  const missing = ['SMS_ALIYUN_ACCESS_KEY_ID', 'SMS_ALIYUN_ACCESS_KEY_SECRET', 'SMS_ALIYUN_SIGN_NAME'].filter(
    (name) => !env[name],
  );
  if (missing.length) throw new Error(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
  let templates: Record<string, string>;
  try {
    templates = JSON.parse(env.SMS_ALIYUN_TEMPLATES ?? '{}') as Record<string, string>;
  } catch {
    throw new Error('SMS_ALIYUN_TEMPLATES must be JSON, such as {"verification":"SMS_123456789"}');
  }
  return {
    kind: 'aliyun',
    accessKeyId: env.SMS_ALIYUN_ACCESS_KEY_ID!,
    accessKeySecret: env.SMS_ALIYUN_ACCESS_KEY_SECRET!,
    signName: env.SMS_ALIYUN_SIGN_NAME!,
    templates,
  };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  return {
    port: intOf(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    instanceUrl: (env.INSTANCE_URL ?? '').replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    embeddedPgPort: env.EMBEDDED_PG_PORT ? intOf(env.EMBEDDED_PG_PORT, 0) : undefined,
    cookieDomain: env.COOKIE_DOMAIN || undefined,
    smsProvider: smsProviderOf(env),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM ?? '会堂 Huitang <noreply@huitang.local>',
      // A refused mail is tried again after this, then twice as long; the third refusal fails it.
      retrySeconds: Number(env.MAIL_RETRY_SECONDS ?? 60),
      // How often to look for due mail whose run was lost with a stopped process.
      sweepSeconds: intOf(env.MAIL_SWEEP_SECONDS, 30),
      // A mail claimed this long ago by a process that stopped is sent again (same Message-ID).
      leaseSeconds: intOf(env.MAIL_LEASE_SECONDS, 120),
    },
    smsPriceFen: intOf(env.SMS_PRICE_FEN, 5),
    s3: s3Of(env),
    signInRateLimitPerMinute: intOf(env.SIGNIN_RATE_LIMIT_PER_MINUTE, 30),
    passwordCostN: PASSWORD_COST_N,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    secretsKey: env.SECRETS_KEY || undefined,
    paySandbox: env.PAY_SANDBOX === 'on' || (env.PAY_SANDBOX !== 'off' && !env.DATABASE_URL),
    paySandboxLatencyMs: intOf(env.PAY_SANDBOX_LATENCY_MS, 0),
    wechatSandbox: env.WECHAT_SANDBOX === 'on' || (env.WECHAT_SANDBOX !== 'off' && !env.DATABASE_URL),
    seedDemo: env.SEED_DEMO === '1' || !env.DATABASE_URL,
    workers: intOf(env.WORKERS, 1),
    orderSweepSeconds: intOf(env.ORDER_SWEEP_SECONDS, 30),
    examSweepSeconds: intOf(env.EXAM_SWEEP_SECONDS, 15),
    courseSaleShares: {
      platformPercent: Math.min(100, intOf(env.COURSE_PLATFORM_SHARE_PERCENT, 10)),
      lecturerPercent: Math.min(100, intOf(env.COURSE_LECTURER_SHARE_PERCENT, 50)),
    },
    reminderSweepSeconds: intOf(env.REMINDER_SWEEP_SECONDS, 60),
    uploadQuota: {
      grantsPerHour: intOf(env.UPLOAD_GRANTS_PER_HOUR, 100),
      bytesPerHour: intOf(env.UPLOAD_MB_PER_HOUR, 10_240) * 1024 * 1024,
    },
    pageCacheSeconds: intOf(env.PAGE_CACHE_SECONDS, 30),
    sessionCacheSeconds: intOf(env.SESSION_CACHE_SECONDS, 10),
    sessionCacheEntries: intOf(env.SESSION_CACHE_ENTRIES, 20_000),
    live: {
      enabled: env.LIVE !== 'off',
      rtmpPort: intOf(env.RTMP_PORT, 1935),
      reconnectSeconds: intOf(env.LIVE_RECONNECT_SECONDS, 30),
      recordingPartSeconds: Math.max(1, intOf(env.LIVE_RECORDING_PART_SECONDS, 30)),
      hookSecret: env.LIVE_HOOK_SECRET ?? '',
    },
  };
};
