import type { TLiveChannel } from '@huitang/contracts';
import { LIVE_APP, type TChannelState } from '../../../platform/media/rtmp-ingest.ts';
import type { TChannelRow } from './live.repository.ts';

export const OFF_AIR: TChannelState = {
  status: 'idle',
  viewers: 0,
  width: 0,
  height: 0,
  kbps: 0,
  audio: false,
};

/** Where an encoder pushes channel `name` on the ingest at `host:port`. */
export const pushUrlOf = (host: string, port: number, name: string) =>
  `rtmp://${host}:${port}/${LIVE_APP}/${name}`;

/**
 * A channel as its organiser sees it: the push address on the host they reach the platform by, the
 * key, and what the ingest knows of it now (nothing when the ingest is off).
 */
export const presentChannel = (
  row: TChannelRow,
  ingest: { host: string; port: number; state?: TChannelState } | undefined,
  recorded: boolean,
): TLiveChannel => ({
  id: row.id,
  meetingId: row.meetingId,
  placeId: row.placeId,
  placeName: row.placeName,
  sessionId: row.sessionId,
  sessionTitle: row.sessionTitle,
  pushUrl: ingest ? pushUrlOf(ingest.host, ingest.port, row.name) : '',
  streamKey: row.streamKey,
  gate: row.gate,
  replaysOpen: row.replaysOpen,
  recorded,
  ...(ingest?.state ?? OFF_AIR),
});
