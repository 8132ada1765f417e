import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import { createAuthenticator, type TAuthenticator } from './platform/auth/authenticate.ts';
import { createSessionCache, type TSessionCache } from './platform/auth/session-cache.ts';
import type { TDb } from './platform/db/client.ts';
import { setRichTextCleaner } from '@huitang/contracts';
import { registerAddressLimits } from './platform/http/address-limit/address-limit.ts';
import { answerFrameworkError, registerErrorHandling } from './platform/http/error-handler.ts';
import { sanitizeRichText } from './platform/html/sanitize.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerRequestContext } from './platform/process/request-context.ts';
import { createConsoleSmsProvider } from './platform/sms/sms-provider.ts';
import { createAliyunSmsProvider } from './platform/sms/aliyun-sms.ts';
import { configuredStorage } from './platform/storage/configured-storage.ts';
import { createResumableUploads } from './platform/upload/resumable-upload.ts';
import { createSecretBox, loadSecretsKey } from './platform/crypto/secret-box.ts';
import { registerSocialModule } from './modules/social/social.module.ts';
import { MEETING_CHANNEL } from './modules/meeting/meeting.service.ts';
import { createNotifiedCache } from './platform/cache/notified-cache.ts';
import { registerReminderModule } from './modules/programme/reminders/reminder.module.ts';
import { registerCourseModule } from './modules/course/course.module.ts';
import { registerExamModule } from './modules/exam/exam.module.ts';
import { registerVipModule } from './modules/vip/vip.module.ts';
import { registerAttentionModule } from './modules/attention/attention.module.ts';
import { registerSearchModule } from './modules/search/search.module.ts';
import { registerCommunityModule } from './modules/community/community.module.ts';
import { ensureServerSecret, type TSystemService } from './modules/system/system.service.ts';
import { registerSignUpModule } from './modules/sign-up/sign-up.module.ts';
import { registerPaymentModule } from './modules/payment/payment.module.ts';
import { createPageCache, type TPageCache } from './web/page-cache.ts';
import { registerPageChanges } from './web/page-changes.ts';
import { createSharedReads, type TSharedReads } from './web/shared-reads.ts';
import { webPlugin } from './web/web.plugin.ts';
import { createOwnReads, type TOwnReads } from './web/own-reads.ts';
import { createVisitorSource } from './web/shared-pages.ts';
import { registerLiveModule } from './modules/live/live.module.ts';
import { registerOnsiteModule } from './modules/onsite/onsite.module.ts';
import { registerPaperModule } from './modules/paper/paper.module.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createQueue, ORPHANED_JOBS_SWEEP_SECONDS } from './platform/jobs/queue.ts';
import { repeat } from './platform/jobs/repeat.ts';
import { registerInstance } from './platform/db/instance.ts';
import { registerMailModule } from './modules/mail/mail.module.ts';
import { registerAdminModule } from './modules/admin/admin.module.ts';
import { registerApplicationModule } from './modules/application/application.module.ts';
import { registerLecturerModule } from './modules/lecturer/lecturer.module.ts';
import { registerMeetingModule } from './modules/meeting/meeting.module.ts';
import { registerMeetingSiteModule } from './modules/meeting-site/meeting-site.module.ts';
import { registerMessageModule } from './modules/message/message.module.ts';
import { registerOrganizationModule } from './modules/organization/organization.module.ts';
import { registerProgrammeModule } from './modules/programme/programme.module.ts';
import { registerSystemModule } from './modules/system/system.module.ts';
import { registerUploadModule } from './modules/upload/upload.module.ts';
import { registerUserModule } from './modules/user/user.module.ts';
import { closeConnectionsWhileDraining } from './platform/http/drain.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: TAuthenticator;
    /** Sessions kept per process and dropped on every process when changed (session-cache.ts). */
    sessions: TSessionCache;
    system: TSystemService;
    /** Anonymous visitors' pages; undefined when PAGE_CACHE_SECONDS=0. */
    pageCache: TPageCache | undefined;
    /** The public calls signed-in pages' loaders make, kept as long as the pages (shared-reads.ts). */
    sharedReads: TSharedReads;
    /** The visitor's own reads signed-in pages' loaders make, answered in the process (own-reads.ts). */
    ownReads: TOwnReads;
  }
}

export interface TAppDeps {
  config: TConfig;
  db: TDb;
  databaseUrl: string;
  logger?: FastifyServerOptions['logger'];
  /** The process's own logger (server.ts), so startup lines and request lines share one stream. */
  loggerInstance?: FastifyBaseLogger;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

export const buildApp = async ({
  config,
  db,
  databaseUrl,
  logger,
  loggerInstance,
}: TAppDeps): Promise<FastifyInstance> => {
  // Set once the meeting module is up; until then no URL is rewritten.
  let rewriteHost: (host: string | undefined, url: string) => string = (_host, url) => url;
  const app = Fastify({
    rewriteUrl: (request) => rewriteHost(request.headers.host, request.url ?? '/'),
    ...(loggerInstance ? { loggerInstance } : { logger: logger ?? { level: config.logLevel } }),
    bodyLimit: 1024 * 1024,
    // Loading the server-rendered web build can take more than Fastify's 10 s on a busy machine.
    pluginTimeout: 60_000,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    // A stop lets what is in flight finish, a page's calls to the API included (platform/http/drain.ts).
    return503OnClosing: false,
    // A path segment past the router's limit finds no route (777, "not found"); ours is far above
    // any segment the contract takes, so an over-long one (a company name) reaches its check: 601.
    routerOptions: { maxParamLength: 2000 },
    requestIdHeader: false,
    // Every log line of a request carries its id; a caller's own id is kept so traces join up.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every rich-text field of the contract is cleaned by the platform's one policy as the request is
  // parsed, before any rule or service sees it (packages/contracts rich-text.ts).
  setRichTextCleaner(sanitizeRichText);
  // Presenters already whitelist what leaves the server; plain JSON keeps the hot paths fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerRequestContext(app);
  registerSecurityHeaders(app);

  registerErrorHandling(app);
  // Before any module: their sweeps claim each run as this instance (platform/jobs/repeat.ts).
  const instance = await registerInstance(databaseUrl, app.log);
  app.decorate('instance', instance);
  closeConnectionsWhileDraining(app);
  app.addHook('onClose', () => instance.close());
  registerAddressLimits(app, db);
  await app.register(fastifyCookie);
  // The public reads of meetings (decision 005) and the anonymous visitors' pages built from them
  // (decision 016); registered before any route, so the pages' hook sees every call's answer.
  const meetingCache = await createNotifiedCache<object>(databaseUrl, MEETING_CHANNEL, app.log, {
    ttlMs: 5000,
    maxEntries: 2000,
  });
  app.addHook('onClose', () => meetingCache.close());
  const pageCache =
    config.pageCacheSeconds > 0
      ? createPageCache({ ttlMs: config.pageCacheSeconds * 1000, maxEntries: 500 })
      : undefined;
  if (pageCache) registerPageChanges(app, db, pageCache, meetingCache);
  // Signed-in pages' loaders' public calls, kept as long as and dropped with the kept pages.
  const sharedReads = createSharedReads({ ttlMs: pageCache ? config.pageCacheSeconds * 1000 : 0 });
  meetingCache.onDrop(() => sharedReads.clear());
  app.decorate('sharedReads', sharedReads);
  app.decorate('pageCache', pageCache);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Huitang API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  const secret = await ensureServerSecret(db);
  const { storage, verifyLocal } = configuredStorage(config, secret);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const resumableUploads = await createResumableUploads({ ...config, db, databaseUrl, log: app.log });
  app.addHook('onClose', () => resumableUploads.close());

  const sms =
    config.smsProvider === 'console'
      ? createConsoleSmsProvider(config.dataDir, app.log)
      : createAliyunSmsProvider(config.smsProvider);
  const sessions = await createSessionCache(db, databaseUrl, app.log, {
    ttlMs: config.sessionCacheSeconds * 1000,
    maxEntries: config.sessionCacheEntries,
  });
  app.addHook('onClose', () => sessions.close());
  app.decorate('sessions', sessions);
  app.decorate('authenticate', createAuthenticator(db, sessions));
  // Filled by the modules' authRead routes below.
  app.decorate('ownReads', createOwnReads());
  const { users, smsCodes, directory, signInLimit } = registerUserModule(app, {
    db,
    sms,
    passwordCostN: config.passwordCostN,
    sessionsChanged: () => sessions.settled(),
    cookieDomain: config.cookieDomain,
    signInRateLimit: config.signInRateLimitPerMinute,
  });
  const system = await registerSystemModule(app, {
    db,
    databaseUrl,
    users,
    settingsReloaded: () => {
      sharedReads.clear();
      pageCache?.clear();
    },
  });
  const mainDomain = () => system.webInfo('zh').orgCustomizeMainDomain;
  const messages = registerMessageModule(app, { db });
  const secrets = createSecretBox(await loadSecretsKey(config.secretsKey, config.dataDir));
  registerSocialModule(app, {
    db,
    secrets,
    users,
    smsCodes,
    cookieDomain: config.cookieDomain,
    signInLimit,
    sandboxEnabled: config.wechatSandbox,
    secret,
  });
  const organizations = registerOrganizationModule(app, { db, secrets, users: directory });
  const lecturers = registerLecturerModule(app, { db });
  const applications = registerApplicationModule(app, {
    db,
    messages,
    users: directory,
    lecturers,
    organizations,
  });
  registerAdminModule(app, {
    db,
    users: directory,
    organizations,
    system,
    meetingsChanged: () => meetingCache.changedAll(db),
    applications,
  });
  const { meetings, domains } = await registerMeetingModule(app, {
    db,
    databaseUrl,
    cache: meetingCache,
    organizations,
    mainDomain,
  });
  rewriteHost = (host, url) => domains.rewrite(host, url);
  const programme = registerProgrammeModule(app, {
    db,
    meetings,
    smsCodes,
    messages,
    uploadsDir,
    publicUrl: config.s3?.publicUrl,
  });
  registerMeetingSiteModule(app, { meetings, programme, mainDomain });
  const queue = await createQueue(databaseUrl, app.log, { db, instance });
  app.addHook('onClose', () => queue.stop());
  repeat(app, ORPHANED_JOBS_SWEEP_SECONDS, 'retrying the jobs of stopped instances', () =>
    queue.retryOrphaned(),
  );
  await registerSearchModule(app, { db, databaseUrl, queue });
  const mailNotices = await registerMailModule(app, {
    db,
    meetings,
    queue,
    sms,
    smsPriceFen: config.smsPriceFen,
    secrets,
    platformMailer: createMailer(config.mail, config.dataDir, app.log),
    platformFrom: config.mail.from,
    retrySeconds: config.mail.retrySeconds,
    sweepSeconds: config.mail.sweepSeconds,
    leaseSeconds: config.mail.leaseSeconds,
    instance,
    secret,
  });
  registerReminderModule(app, { db, config, meetings, messages, mailNotices });
  const payments = await registerPaymentModule(app, { db, config, organizations, secrets, secret });
  const signUp = await registerSignUpModule(app, {
    db,
    meetings,
    payments,
    users: directory,
    messages,
    mailNotices,
    uploadSecret: secret,
  });
  const live = await registerLiveModule(app, {
    db,
    config,
    databaseUrl,
    secret,
    meetings,
    attends: signUp.attends,
    storage,
    uploads: resumableUploads,
    users: directory,
    instance,
  });
  await registerOnsiteModule(app, {
    db,
    meetings,
    programme,
    credentials: signUp.credentials,
    places: signUp.places,
    mobileOf: async (userId: number) => (await directory.find(userId))?.mobile ?? '',
    uploadsDir,
  });
  const uploads = await registerUploadModule(app, {
    db,
    storage,
    uploadsDir,
    quota: config.uploadQuota,
    verifyLocal,
  });
  registerPaperModule(app, {
    db,
    meetings,
    messages,
    sms,
    mailNotices,
    attends: signUp.attends,
    ownFile: (userId, url) => uploads.ownFile(userId, url),
    mobileOf: async (userId: number) => (await directory.find(userId))?.mobile ?? '',
    uploadsDir,
  });
  const vip = registerVipModule(app, { db, payments });
  const attention = registerAttentionModule(app, { db });
  await registerCommunityModule(app, { db, attention });
  const exams = await registerExamModule(app, {
    db,
    organizations,
    meetings,
    attends: signUp.attends,
    findUser: (userId) => directory.find(userId),
    findUserByMobile: (mobile) => directory.findByMobile(mobile),
    sweepSeconds: config.examSweepSeconds,
  });
  const courses = await registerCourseModule(app, {
    db,
    queue,
    organizations,
    payments,
    isVipMember: vip.isMember,
    live,
    pagesChanged: () => meetingCache.changedAll(db),
    saleShares: config.courseSaleShares,
    dataDir: config.dataDir,
    storage,
    uploads: resumableUploads,
    recordingPartSeconds: config.live.recordingPartSeconds,
    secret,
    exercisePaperFits: exams.exercisePaperFits,
  });
  exams.registerExercises(courses.praxis);
  app.get('/apis/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  const visitorOf = createVisitorSource({
    authenticate: app.authenticate,
    viewUser: (userId) => users.view(userId),
    unread: (userId) => messages.unread(userId),
  });
  await app.register(webPlugin, {
    cookieDomain: config.cookieDomain,
    pageCache,
    visitorOf,
    sharedReads,
    ownReads: app.ownReads,
  });
  return app;
};
