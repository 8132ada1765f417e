import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TEdgePull } from '../../../platform/media/edge-pull.ts';
import type { THlsPackager } from '../../../platform/media/hls-packager.ts';
import type { THlsSource, TRemoteHls } from '../../../platform/media/hls-source.ts';
import type { TChannelState, TRtmpIngest } from '../../../platform/media/rtmp-ingest.ts';
import { OFF_AIR } from '../channel/live.presenter.ts';
import type { TOriginDirectory } from './origin-directory.ts';

/**
 * Every live as this instance serves it: from its own ingest when the encoder reached it, else
 * from the instance that holds the publish (the directory), pulled as an edge. What the watch page,
 * the venue lists and the console show of a live is the same on every instance.
 */
export const createLiveStreams = ({
  directory,
  edge,
  remoteHls,
  hls,
}: {
  directory: TOriginDirectory;
  edge: TEdgePull;
  remoteHls: TRemoteHls;
  /** This instance's HLS packager; undefined without ffmpeg. */
  hls: THlsPackager | undefined;
}) => {
  let ingest: TRtmpIngest | undefined;

  const onAirHere = (name: string) => (ingest?.stateOf(name).status ?? 'idle') !== 'idle';
  /** The other instance to pull channel `name` from, unless its encoder is (back) on this one. */
  const originOf = (name: string) => (onAirHere(name) ? undefined : directory.elsewhere(name));

  return {
    attach(started: TRtmpIngest | undefined) {
      ingest = started;
    },
    get ingest() {
      return ingest;
    },

    /** What is known of channel `name` now, wherever it is on air; its viewers are this instance's. */
    stateOf(name: string): TChannelState {
      const local = ingest?.stateOf(name);
      const origin = originOf(name);
      if (!origin) return local ?? OFF_AIR;
      const { status, audio, width, height, kbps } = origin;
      return { status, audio, width, height, kbps, viewers: edge.viewers(name) };
    },

    /** Whether the channel's viewers are given an HLS address: this instance or its origin packages it. */
    hasHls: (name: string) => hls !== undefined || Boolean(directory.elsewhere(name)?.hls),

    /** Whether an FLV viewer of channel `name` can be served here (by the ingest, or from the origin). */
    canPlay: (name: string) => ingest !== undefined || originOf(name) !== undefined,

    /** Plays channel `name` as HTTP-FLV on a response the caller has already checked and taken over. */
    playFlv(name: string, request: IncomingMessage, response: ServerResponse) {
      const origin = originOf(name);
      if (origin) edge.play(name, origin, request, response);
      else if (ingest) ingest.playFlv(name, request, response);
      else response.end();
    },

    /** Where channel `name`'s HLS is read from: this instance's files, or its origin's. */
    hlsOf(name: string): THlsSource | undefined {
      const origin = originOf(name);
      return origin ? remoteHls.from(origin) : hls?.source;
    },
  };
};

export type TLiveStreams = ReturnType<typeof createLiveStreams>;
