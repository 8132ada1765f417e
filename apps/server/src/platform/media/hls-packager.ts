import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TRtmpIngest } from './rtmp-ingest.ts';
import { localHls, PLAYLIST_FILE } from './hls-source.ts';

/** Segments of about a second (the encoder's keyframe interval decides), six in the playlist. */
const SEGMENT_SECONDS = 1;
const PLAYLIST_SEGMENTS = 6;
/** How long an ended live's last segments stay for viewers finishing them. */
const KEEP_ENDED_MS = 60_000;

/**
 * HLS beside HTTP-FLV, for players without Media Source Extensions (Safari on iPhone) and for anyone
 * who picks it: while a channel is live, ffmpeg reads its FLV from the ingest on stdin and cuts it,
 * without re-encoding, into one-second MPEG-TS segments and a sliding playlist under `folder/<name>/`.
 * Without ffmpeg there is no HLS and FLV still plays.
 */
export const createHlsPackager = ({
  ffmpeg,
  folder,
  log,
}: {
  ffmpeg: string;
  folder: string;
  log: FastifyBaseLogger;
}) => {
  const packaging = new Set<string>();
  const channelFolder = (name: string) => path.join(folder, name);

  return {
    /** Starts packaging a channel that just went live; a live already packaged is left alone. */
    async start(ingest: TRtmpIngest, name: string) {
      if (packaging.has(name)) return;
      packaging.add(name);
      const target = channelFolder(name);
      await rm(target, { recursive: true, force: true });
      await mkdir(target, { recursive: true });
      const child = spawn(
        ffmpeg,
        [
          // No `-fflags nobuffer`: it drops what ffmpeg read while probing the stream, and viewers lost
          // the first two seconds of every live.
          ...['-hide_banner', '-loglevel', 'error'],
          // The FLV header announces audio even when an encoder sends none: probing the default five
          // seconds for it would hold the first segment back; the codec set-up arrives first anyway.
          ...['-analyzeduration', '1000000', '-probesize', '200000'],
          // -copyts keeps the encoder's timestamps, so a segment's frames can be traced to when they
          // were sent (the bench measures HLS latency so).
          ...['-copyts', '-f', 'flv', '-i', 'pipe:0', '-c', 'copy'],
          ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS)],
          ...['-hls_list_size', String(PLAYLIST_SEGMENTS), '-hls_allow_cache', '0'],
          ...['-hls_flags', 'delete_segments+independent_segments+temp_file'],
          ...['-hls_segment_filename', path.join(target, 's%d.ts'), path.join(target, PLAYLIST_FILE)],
        ],
        { stdio: ['pipe', 'ignore', 'pipe'] },
      );
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-2000);
      });
      // ffmpeg gone (killed, a broken stream): the writes that follow have nowhere to go.
      child.stdin.on('error', () => undefined);
      const leave = ingest.subscribe(
        name,
        (chunk) => {
          if (child.stdin.writable) child.stdin.write(chunk);
        },
        () => child.stdin.end(),
      );
      if (!leave) {
        packaging.delete(name);
        child.kill();
        return;
      }
      child.on('error', (error) => log.error({ err: error, channel: name }, 'hls: ffmpeg did not start'));
      child.on('close', (code) => {
        leave();
        packaging.delete(name);
        if (code !== 0) log.warn({ channel: name, code, errors: errors.trim() }, 'hls: packaging stopped');
        // The playlist ends with #EXT-X-ENDLIST; its last segments go a minute later, unless a new live began.
        setTimeout(() => {
          if (!packaging.has(name)) void rm(target, { recursive: true, force: true });
        }, KEEP_ENDED_MS).unref();
      });
    },

    /** Removes the folders of channels whose live ended with a crash. */
    async remove(names: string[]) {
      for (const name of names)
        if (!packaging.has(name)) await rm(channelFolder(name), { recursive: true, force: true });
    },

    /**
     * Removes the folders of channels off air everywhere: at start all of them (what a crash left
     * behind), later those untouched for longer than an ended live keeps its playlist (an encoder's
     * ffmpeg orphaned by a crash may still have written one after the start).
     */
    async removeAllBut(onAir: Set<string>, { starting }: { starting: boolean }) {
      const names = (await readdir(folder).catch(() => [])).filter((name) => !onAir.has(name));
      const stale = await Promise.all(
        names.map(async (name) => {
          if (starting) return true;
          const changed = await stat(channelFolder(name)).then(
            (info) => info.mtimeMs,
            () => Date.now(),
          );
          return Date.now() - changed > KEEP_ENDED_MS;
        }),
      );
      await this.remove(names.filter((_, index) => stale[index]));
    },

    /** Where this instance's viewers (and the edges pulling from it) read the HLS it writes. */
    source: localHls(folder),
  };
};

export type THlsPackager = ReturnType<typeof createHlsPackager>;
