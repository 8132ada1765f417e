import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../../platform/db/client.ts';
import type { TInstance } from '../../../platform/db/instance.ts';
import { notify } from '../../../platform/db/listen.ts';
import type { TChannelState } from '../../../platform/media/rtmp-ingest.ts';
import { originRepository, type TOriginRow } from './origin.repository.ts';

/** The channel every instance listens on: a payload names a channel and its origin now (none: off air). */
export const LIVE_ORIGINS_CHANNEL = 'huitang_live_origins';

type TAnnouncement = { channel: string; origin?: TOriginRow };

/** Where the other instances reach one that listens on `server`: loopback when it listens on every address. */
export const listenUrlOf = (server: Server): string => {
  const address: AddressInfo | string | null = server.address();
  if (!address || typeof address === 'string') return '';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
};

const stateColumns = (state: TChannelState) => ({
  status: state.status === 'reconnecting' ? ('reconnecting' as const) : ('live' as const),
  audio: state.audio,
  width: state.width,
  height: state.height,
  kbps: state.kbps,
});

/** Whether the others' view of a live would change: its state, or its bitrate by more than a tenth. */
const differs = (was: TOriginRow, now: TOriginRow) =>
  was.status !== now.status ||
  was.audio !== now.audio ||
  was.width !== now.width ||
  was.height !== now.height ||
  Math.abs(was.kbps - now.kbps) > was.kbps / 10;

/**
 * Which instance holds each live's publish, as PostgreSQL records it (`live_origins`), known in
 * memory on every instance and kept true by LISTEN/NOTIFY, as the stream keys are: the play URLs,
 * venue lists and console of any instance show a live wherever its encoder reached, without a query
 * per request. The origin writes its row when the publish starts, keeps what its ingest knows of
 * the stream current, and removes it when the publish ends; the rows of an instance that died go
 * with its instance lock (the recovery sweep). `onChange` hears every change (the edge ends pulls
 * from an origin that no longer holds the live).
 */
export const createOriginDirectory = (
  db: TDb,
  {
    instance,
    selfUrl,
    onChange,
    log,
  }: {
    instance: TInstance;
    selfUrl: () => string;
    onChange: (channel: string, origin: TOriginRow | undefined) => void;
    log: FastifyBaseLogger;
  },
) => {
  const known = new Map<string, TOriginRow>();

  const set = (channel: string, origin: TOriginRow | undefined) => {
    if (origin) known.set(channel, origin);
    else known.delete(channel);
    onChange(channel, origin);
  };
  const announce = (channel: string, origin?: TOriginRow) => {
    set(channel, origin);
    return notify(db, LIVE_ORIGINS_CHANNEL, JSON.stringify({ channel, origin } satisfies TAnnouncement));
  };

  const load = async () => {
    const rows = await originRepository.all(db);
    const now = new Set(rows.map((row) => row.channel));
    for (const channel of [...known.keys()]) if (!now.has(channel)) set(channel, undefined);
    for (const row of rows) set(row.channel, row);
  };

  return {
    load,

    /** A change announced by any instance; none after the listener reconnected, when anything may have changed. */
    heard(payload: string | undefined) {
      if (!payload) {
        void load().catch((error: unknown) => log.error({ err: error }, 'reloading live origins failed'));
        return;
      }
      const { channel, origin } = JSON.parse(payload) as TAnnouncement;
      set(channel, origin);
    },

    /** The origin of channel `name` when another instance holds its publish. */
    elsewhere(name: string): TOriginRow | undefined {
      const origin = known.get(name);
      return origin && origin.instanceId !== instance.id ? origin : undefined;
    },

    /** An encoder reached this instance: it is the channel's origin now. */
    async claim(name: string, state: TChannelState, hls: boolean) {
      const row: TOriginRow = {
        channel: name,
        instanceId: instance.id,
        url: selfUrl(),
        hls,
        ...stateColumns(state),
      };
      await originRepository.claim(db, row);
      await announce(name, row);
    },

    /**
     * Keeps what the others show of this instance's lives current (size and sound once the encoder
     * says them, reconnecting, the bitrate); a live its ingest no longer has is released.
     */
    async refresh(stateOf: (name: string) => TChannelState) {
      for (const row of [...known.values()]) {
        if (row.instanceId !== instance.id) continue;
        const state = stateOf(row.channel);
        if (state.status === 'idle') {
          await this.release(row.channel);
          continue;
        }
        const next = { ...row, ...stateColumns(state) };
        if (differs(row, next) && (await originRepository.update(db, next)))
          await announce(row.channel, next);
      }
    },

    /** The publish here ended for good. */
    async release(name: string) {
      if (await originRepository.release(db, name, instance.id)) await announce(name);
    },

    /** Forgets the origins of instances that died (their lock is gone); answers those channels. */
    async endOrphaned() {
      const channels = await originRepository.endOrphaned(db);
      for (const channel of channels) await announce(channel);
      return channels;
    },
  };
};

export type TOriginDirectory = ReturnType<typeof createOriginDirectory>;
