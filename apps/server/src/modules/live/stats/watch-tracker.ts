import type { FastifyBaseLogger } from 'fastify';
import type { TWatchVia } from '../../../../db/schema/index.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { createWriteBatch } from '../../../platform/db/write-batch.ts';
import type { TChannelRow } from '../channel/live.repository.ts';
import { channelReads } from '../channel/live.service.ts';
import { watchRepository, type TWatchOpening } from './watch.repository.ts';

/** An HLS viewer whose player asked for nothing this long has gone (hls.js reloads the playlist every second). */
export const HLS_IDLE_MS = 20_000;

interface TOpenWatch {
  /** The row, once written; sessions seen before the insert returns share its promise. */
  id: Promise<number | undefined>;
  via: TWatchVia;
  lastSeen: number;
  /** Open FLV connections of this viewer (a reconnect overlaps the old one for a moment). */
  connections: number;
}

/**
 * Watch sessions of this instance's viewers. An FLV session lasts as long as its connection; an HLS
 * session as long as its player keeps asking for the playlist. Each is written when it begins, its
 * `seenAt` is kept current by `tick` (every few seconds), and it ends when the viewer goes — so a
 * crashed instance leaves sessions that simply stop at their last tick.
 */
export const createWatchTracker = (db: TDb, log: FastifyBaseLogger) => {
  const open = new Map<string, TOpenWatch>();
  /** Channels by name, once found: a name is never reused, so its venue and meeting never change. */
  const channels = new Map<string, Promise<TChannelRow | undefined>>();
  const channelOf = (name: string) => {
    let found = channels.get(name);
    if (!found) {
      found = channelReads.byName(db, name);
      channels.set(name, found);
      found.then(
        (row) => row ?? channels.delete(name),
        () => channels.delete(name),
      );
    }
    return found;
  };
  // Sessions begun and ended together are written together: a crowd joining is a few statements.
  const opening = createWriteBatch((rows: TWatchOpening[]) => watchRepository.openMany(db, rows));
  const ending = createWriteBatch(async (ends: { id: number; at: Date }[]) => {
    await watchRepository.ended(db, ends);
    return ends.map(() => undefined);
  });

  const begin = (name: string, viewer: string, via: TWatchVia): TOpenWatch => {
    const key = `${name}|${viewer}|${via}`;
    const found = open.get(key);
    if (found) return found;
    const id = channelOf(name).then(
      (channel) =>
        channel &&
        opening({
          meetingId: channel.meetingId,
          placeId: channel.placeId,
          // Signed-in viewers are `u<id>` in the play URL's grant; anonymous ones `a<random>`.
          userId: viewer.startsWith('u') ? Number(viewer.slice(1)) : null,
          viewer,
          via,
        }),
    );
    const watch: TOpenWatch = { id, via, lastSeen: Date.now(), connections: 0 };
    id.catch((error: unknown) => log.error({ err: error }, 'recording a watch session failed'));
    open.set(key, watch);
    return watch;
  };

  const end = async (watches: [string, TOpenWatch][]) => {
    for (const [key] of watches) open.delete(key);
    const ends = await Promise.all(
      watches.map(async ([, watch]) => ({
        id: await watch.id.catch(() => undefined),
        at: new Date(watch.lastSeen),
      })),
    );
    await Promise.all(ends.flatMap((e) => (e.id === undefined ? [] : [ending({ id: e.id, at: e.at })])));
  };

  /** A connection of a viewer began; the function returned ends it (the session ends with its last one). */
  const connected = (name: string, viewer: string, via: TWatchVia) => {
    const watch = begin(name, viewer, via);
    watch.connections += 1;
    return () => {
      watch.connections -= 1;
      watch.lastSeen = Date.now();
      if (watch.connections > 0) return;
      void end([[`${name}|${viewer}|${via}`, watch]]).catch((error: unknown) =>
        log.error({ err: error }, 'ending a watch session failed'),
      );
    };
  };
  /** What ends each edge viewer's connections here, in order. */
  const edgeClosers = new Map<string, (() => void)[]>();

  return {
    /** An FLV viewer connected; the function returned is called when the connection closes. */
    flvOpened: (name: string, viewer: string): (() => void) => connected(name, viewer, 'flv'),

    /** An edge (SRS's on_play) let a viewer in: their session is kept here until the edge says on_stop. */
    edgeOpened(name: string, viewer: string) {
      const key = `${name}|${viewer}`;
      edgeClosers.set(key, [...(edgeClosers.get(key) ?? []), connected(name, viewer, 'edge')]);
    },

    /** The edge says the viewer left; when another instance heard them come, their open session ends in the database. */
    async edgeClosed(name: string, viewer: string) {
      const key = `${name}|${viewer}`;
      const closers = edgeClosers.get(key);
      const close = closers?.shift();
      if (closers?.length === 0) edgeClosers.delete(key);
      if (close) return close();
      const channel = await channelOf(name);
      if (channel) await watchRepository.endOpen(db, channel.placeId, viewer, 'edge');
    },

    /** An HLS player asked for the playlist or a segment. */
    hlsSeen(name: string, viewer: string) {
      begin(name, viewer, 'hls').lastSeen = Date.now();
    },

    /** Keeps going sessions seen and ends HLS sessions whose player went quiet. */
    async tick(now = Date.now()) {
      const idle = [...open].filter(([, w]) => w.via === 'hls' && now - w.lastSeen > HLS_IDLE_MS);
      await end(idle);
      const going = await Promise.all([...open.values()].map((watch) => watch.id.catch(() => undefined)));
      await watchRepository.seen(
        db,
        going.filter((id): id is number => id !== undefined),
      );
    },

    /** Ends every session (the instance is stopping). */
    close: () => end([...open]),
  };
};

export type TWatchTracker = ReturnType<typeof createWatchTracker>;
