import cluster from 'node:cluster';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../platform/db/client.ts';
import type { TUserDirectory } from '../user/user-directory.service.ts';
import { listen } from '../../platform/db/listen.ts';
import { repeat, repeatHere } from '../../platform/jobs/repeat.ts';
import { findFfmpeg } from '../../platform/media/ffmpeg.ts';
import type { TStorage } from '../../platform/storage/storage.ts';
import type { TResumableUploads } from '../../platform/upload/resumable-upload.ts';
import { createHlsPackager } from '../../platform/media/hls-packager.ts';
import { startRtmpIngest, type TRtmpIngest } from '../../platform/media/rtmp-ingest.ts';
import { createEdgePull } from '../../platform/media/edge-pull.ts';
import { createRemoteHls } from '../../platform/media/hls-source.ts';
import { createOriginAuth } from '../../platform/media/origin-auth.ts';
import { createOriginDirectory, listenUrlOf, LIVE_ORIGINS_CHANNEL } from './origin/origin-directory.ts';
import { createLiveStreams } from './origin/live-streams.ts';
import { registerOriginRoutes } from './origin/origin.routes.ts';
import { listenForPeers } from '../../platform/process/peer-listener.ts';
import { createLiveEntry } from './channel/live-entry.ts';
import { registerLiveRoutes } from './channel/live.routes.ts';
import { createLiveService, LIVE_KEYS_CHANNEL, type TLiveDeps } from './channel/live.service.ts';
import { createLiveListService } from './list/live-list.service.ts';
import { createPlaySigner } from './channel/play-signature.ts';
import { createReplayService } from './replay/replay.service.ts';
import { registerReplayRoutes } from './replay/replay.routes.ts';
import { registerReplayUpload } from './replay/replay-upload.routes.ts';
import { createChatService, LIVE_CHAT_CHANNEL } from './chat/chat.service.ts';
import { registerChatRoutes } from './chat/chat.routes.ts';
import { createWatchTracker } from './stats/watch-tracker.ts';
import { createLiveStatsService } from './stats/live-stats.service.ts';
import { registerLiveStatsRoutes } from './stats/live-stats.routes.ts';
import { createDecorationService } from './decoration/decoration.service.ts';
import { registerDecorationRoutes } from './decoration/decoration.routes.ts';

/**
 * Live: the channels' service and routes, and the RTMP ingest (LIVE=off leaves it out; a taken
 * RTMP_PORT is said in the log and the rest of the platform runs without it).
 */
export const registerLiveModule = async (
  app: FastifyInstance,
  deps: Omit<TLiveDeps, 'signer' | 'hls' | 'streams' | 'origins'> & {
    users: TUserDirectory;
    db: TDb;
    config: TConfig;
    databaseUrl: string;
    secret: string;
    storage: TStorage;
    uploads: TResumableUploads;
  },
) => {
  const { db, config } = deps;
  /** What any instance announces on `channel` reaches `onNotify` here, while the app runs. */
  const listenHere = async (channel: string, onNotify: (payload?: string) => void) => {
    const listener = await listen(deps.databaseUrl, channel, onNotify, app.log);
    app.addHook('onClose', () => listener.close());
  };
  const signer = createPlaySigner(createHmac('sha256', deps.secret).update('live-play').digest());
  const ffmpeg = findFfmpeg();
  const hls = ffmpeg
    ? createHlsPackager({ ffmpeg, folder: path.join(config.dataDir, 'hls'), log: app.log })
    : undefined;
  // Lives whose encoder reached another instance are pulled from it, as an edge from its origin.
  const auth = createOriginAuth(deps.secret);
  const edge = createEdgePull({ auth, log: app.log });
  app.addHook('preClose', () => edge.close());
  // A worker among several (WORKERS > 1) shares its public port: the others reach it on its own.
  let peerUrl: string | undefined;
  if (cluster.isWorker && config.workers > 1)
    app.addHook('onReady', async () => {
      const given = config.instanceUrl ? new URL(config.instanceUrl) : undefined;
      const port = await listenForPeers(app, given ? config.host : '127.0.0.1', '/live/origin/');
      peerUrl = `${given?.protocol ?? 'http:'}//${given?.hostname ?? '127.0.0.1'}:${port}`;
    });
  const origins = createOriginDirectory(db, {
    instance: deps.instance,
    selfUrl: () => peerUrl ?? (config.instanceUrl || listenUrlOf(app.server)),
    onChange: (channel, origin) => edge.forget(channel, origin),
    log: app.log,
  });
  await origins.load();
  await listenHere(LIVE_ORIGINS_CHANNEL, (payload) => origins.heard(payload));
  const streams = createLiveStreams({ directory: origins, edge, remoteHls: createRemoteHls(auth), hls });
  registerOriginRoutes(app, { auth, streams, hls });
  const live = createLiveService(db, { ...deps, signer, hls, streams, origins });
  await live.reloadKeys();
  await listenHere(LIVE_KEYS_CHANNEL, (name) => void live.reloadKeys(name));
  // Watch sessions: kept current every few seconds, ended as viewers go (all of them when stopping).
  // Each instance keeps its own viewers in memory, so each ticks its own.
  const watches = createWatchTracker(db, app.log);
  repeatHere(app, 5, 'keeping watch sessions', () => watches.tick());
  app.addHook('preClose', () => watches.close().catch(() => undefined));
  registerLiveRoutes(app, {
    live,
    entry: createLiveEntry(live),
    lists: createLiveListService(db, deps),
    watches,
    hookSecret: config.live.hookSecret,
  });
  registerLiveStatsRoutes(app, createLiveStatsService(db, deps));
  registerDecorationRoutes(app, createDecorationService(db, deps));
  const chat = createChatService(db, { live, users: deps.users, log: app.log });
  await listenHere(LIVE_CHAT_CHANNEL, (payload) => chat.deliver(payload));
  await registerChatRoutes(app, chat);
  const replays = createReplayService(db, {
    meetings: deps.meetings,
    live,
    signer,
    ffmpeg,
    dataDir: config.dataDir,
    storage: deps.storage,
    instance: deps.instance,
    log: app.log,
    partSeconds: config.live.recordingPartSeconds,
  });
  registerReplayRoutes(app, replays, deps.storage);
  // What a crashed instance left: lives still labelled on air, recordings never made replays, old
  // HLS folders. Once at start (every module's channels adopted by then), then for any instance, on
  // every instance: the HLS folders are each machine's own (the database part is one idempotent update).
  const recover = async (starting: boolean) => {
    await live.recoverOrphanedLives({ starting });
    await replays.resumeOrphanedRecordings();
  };
  app.addHook('onReady', () => recover(true));
  repeatHere(app, 10, 'ending the lives of instances that stopped', () => recover(false));
  const uploads = await registerReplayUpload(app, { replays, uploads: deps.uploads });
  // Unfinished uploads are rows in PostgreSQL and bytes in the shared storage: one sweep for all.
  repeat(app, 3600, 'deleting abandoned replay uploads', () => uploads.sweep());
  // The replay queue: recordings waiting as `processing` rows, claimed by whichever instance is free.
  repeatHere(app, 3, 'making replays', async () => {
    while (await replays.processNext());
  });
  if (!ffmpeg)
    app.log.warn(
      'live: no ffmpeg found (FFMPEG_PATH, PATH or the npm package): lives are not recorded and play as FLV only',
    );
  if (!config.live.enabled) return live;
  let started: TRtmpIngest | undefined;
  const refreshOrigins = () => origins.refresh((name) => streams.stateOf(name));

  const logFailure = (what: string) => (error: unknown) => app.log.error({ err: error }, what);
  try {
    const ingest = await startRtmpIngest({
      port: config.live.rtmpPort,
      log: app.log,
      hooks: {
        mayPublish: (name, key) => live.mayPublish(name, key),
        onLive: (name) => {
          void live.onLive(name).catch(logFailure('marking a channel live failed'));
          if (!started) return;
          void replays.record(started, name).catch(logFailure('recording a live failed'));
          void hls?.start(started, name).catch(logFailure('packaging a live as HLS failed'));
        },
        onIdle: (name) => void live.onIdle(name).catch(logFailure('marking a channel idle failed')),
        onMetadata: () => void refreshOrigins().catch(logFailure('announcing a live’s metadata failed')),
      },
      reconnectGraceMs: config.live.reconnectSeconds * 1000,
    });
    started = ingest;
    streams.attach(ingest);
    // What the other instances show of this one's lives (bitrate, reconnecting) stays current.
    repeat(app, 5, 'announcing this instance’s lives', refreshOrigins);
    app.addHook('onClose', () => ingest.close());
    app.log.info(`live: RTMP ingest on port ${ingest.port}`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    app.log.error(
      code === 'EADDRINUSE'
        ? `live: RTMP_PORT ${config.live.rtmpPort} is taken; live streaming is off until it is free (or set RTMP_PORT)`
        : `live: the RTMP ingest did not start (${String(error)}); live streaming is off`,
    );
  }
  return live;
};
