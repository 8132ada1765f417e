import type { TRtmpIngest } from '../../../platform/media/rtmp-ingest.ts';

/**
 * Channels another domain keeps (a live course's periods) on the same ingest: where their keys are,
 * and what going on and off air means to them (the ingest is handed over to record from it). Each
 * answers whether the name was one of its own.
 */
export interface TChannelOwner {
  keys(): Promise<{ name: string; streamKey: string }[]>;
  keyOf(name: string): Promise<string | undefined>;
  onLive(name: string, ingest: TRtmpIngest | undefined, instanceId: number): Promise<boolean>;
  onIdle(name: string): Promise<boolean>;
  /** Takes off air what an instance that died left on air (and makes its recordings' replays); answers those channels. */
  endOrphanedLives(): Promise<string[]>;
  onAirNames(): Promise<string[]>;
}
