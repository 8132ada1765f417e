import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TOriginRef } from './edge-pull.ts';
import type { TOriginAuth } from './origin-auth.ts';

/** The files of a live's HLS: `index.m3u8` and its one-second segments `s<n>.ts`. */
export const SEGMENT_FILE = /^s\d{1,9}\.ts$/;
export const PLAYLIST_FILE = 'index.m3u8';

/** Where an origin serves a channel's HLS files to its edges (signed with origin-auth). */
export const originHlsPath = (name: string, file: string) => `/live/origin/${name}/${file}`;

/**
 * Where an instance reads a live's HLS from. The packager writes it on the origin's disk; an edge
 * reads it from the origin over HTTP. Storage shared by every instance (object storage) would be one
 * more source, read the same way by origin and edges.
 */
export interface THlsSource {
  /** The playlist as the packager wrote it; undefined when the channel has none now. */
  playlist(name: string): Promise<string | undefined>;
  /** A segment named in the playlist, when it is (still) there. */
  segment(name: string, file: string): Promise<{ size: number; body: Buffer | Readable } | undefined>;
}

/** The playlist with every segment's URI carrying `query` (the viewer's signature). */
export const signedPlaylist = (text: string, query: string) =>
  text
    .split('\n')
    .map((line) => (SEGMENT_FILE.test(line.trim()) ? `${line.trim()}?${query}` : line))
    .join('\n');

/** HLS the packager of this instance writes under `folder/<channel>/`. */
export const localHls = (folder: string): THlsSource => ({
  playlist: (name) => readFile(path.join(folder, name, PLAYLIST_FILE), 'utf8').catch(() => undefined),
  async segment(name, file) {
    if (!SEGMENT_FILE.test(file)) return undefined;
    const at = path.join(folder, name, file);
    const size = await stat(at).then(
      (found) => found.size,
      () => undefined,
    );
    return size === undefined ? undefined : { size, body: createReadStream(at) };
  },
});

/** How long an edge reuses the origin's playlist: players ask about once a segment, all at once. */
const PLAYLIST_MS = 500;
/** Segments an edge keeps (a few per channel live now, at a few hundred kB each). */
const KEEP_SEGMENTS = 120;

/**
 * HLS of lives whose origin is another instance: fetched from the origin once however many viewers
 * here ask (requests under way are shared), the playlist kept half a second, segments — which never
 * change — kept until newer ones push them out.
 */
export const createRemoteHls = (auth: TOriginAuth) => {
  const pending = new Map<string, Promise<Buffer | undefined>>();
  const playlists = new Map<string, { at: number; text: Promise<string | undefined> }>();
  const segments = new Map<string, Buffer>();

  const fetchOnce = (origin: TOriginRef, name: string, file: string) => {
    const key = `${origin.url}|${name}|${file}`;
    const found = pending.get(key);
    if (found) return found;
    const fetched = fetch(`${origin.url}${originHlsPath(name, file)}`, {
      headers: auth.headers(name),
      signal: AbortSignal.timeout(5000),
    })
      .then(async (reply) => (reply.ok ? Buffer.from(await reply.arrayBuffer()) : undefined))
      .catch(() => undefined)
      .finally(() => pending.delete(key));
    pending.set(key, fetched);
    return fetched;
  };

  return {
    /** The HLS of lives whose origin is `origin`. */
    from: (origin: TOriginRef): THlsSource => ({
      playlist(name) {
        const key = `${origin.url}|${name}`;
        const kept = playlists.get(key);
        if (kept && Date.now() - kept.at < PLAYLIST_MS) return kept.text;
        const text = fetchOnce(origin, name, PLAYLIST_FILE).then((body) => body?.toString('utf8'));
        playlists.set(key, { at: Date.now(), text });
        return text;
      },
      async segment(name, file) {
        if (!SEGMENT_FILE.test(file)) return undefined;
        const key = `${origin.url}|${name}|${file}`;
        const body = segments.get(key) ?? (await fetchOnce(origin, name, file));
        if (!body) return undefined;
        if (!segments.has(key)) {
          segments.set(key, body);
          for (const old of segments.keys()) {
            if (segments.size <= KEEP_SEGMENTS) break;
            segments.delete(old);
          }
        }
        return { size: body.length, body };
      },
    }),
  };
};

export type TRemoteHls = ReturnType<typeof createRemoteHls>;
