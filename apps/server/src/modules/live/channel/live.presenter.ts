import type { TLiveChannel } from '@huitang/contracts';
import { LIVE_APP, type TChannelState } from '../../../platform/media/rtmp-ingest.ts';
import type { TChannelRow } from './live.repository.ts';

const OFF_AIR: TChannelState = { status: 'idle', viewers: 0, width: 0, height: 0, kbps: 0, audio: false };

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
  pushUrl: ingest ? `rtmp://${ingest.host}:${ingest.port}/${LIVE_APP}/${row.name}` : '',
  streamKey: row.streamKey,
  gate: row.gate,
  recorded,
  ...(ingest?.state ?? OFF_AIR),
});
