import type { ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { eventually, sleep } from '../cluster/processes.ts';
import type { TStep } from '../support/cluster.ts';
import {
  madeReplays,
  onAir,
  playReplay,
  playUrlOf,
  pushLive,
  stopEncoder,
  watchFlv,
  type TLive,
} from '../support/live.ts';

/**
 * After the kill (90) of the instance whose ingest had step 85's live. Its encoder connects again, as
 * OBS does by itself, to the push URL's address: nginx's RTMP port (README's stream block), which
 * takes it to the survivor. The live goes on there; the part recorded on the dead instance becomes a
 * replay made by the survivor of what reached the bucket, and the rest a second replay.
 */
export const step: TStep = {
  title:
    'the encoder of the dead origin’s live reconnects through nginx to the survivor, and both parts of the live become replays from the storage',
  async run(scale) {
    const { live, encoder } = scale.notes.liveOnVictim as { live: TLive; encoder: ChildProcess };
    encoder.kill('SIGKILL');
    const again = pushLive(scale.nginxRtmpPort, live, 30);
    await onAir(scale.nginx, live);
    const onAirAt = Date.now();
    // Until the survivor holds the encoder, the directory may still name the dead origin as on air,
    // and a viewer sent to it is closed: the player then asks again, as the site's stream loop does.
    const watch = async () => watchFlv(`${scale.nginx.origin}${(await playUrlOf(scale.nginx, live)).flvUrl}`);
    let viewer = await watch();
    await eventually(
      'two seconds of pictures from the survivor',
      async () => {
        if (viewer.ended() && !viewer.received()) viewer = await watch();
        const pictures = viewer.tags().filter((tag) => tag.type === 9 && !tag.setup);
        return pictures[0]?.key && pictures.at(-1)!.ms - pictures[0].ms >= 2000 ? true : undefined;
      },
      { ms: 15_000, every: 250 },
    );
    await viewer.leave();
    // The survivor's recorder starts a moment after the live is on air (longer at load).
    await sleep(Math.max(0, onAirAt + 5000 - Date.now()));
    await stopEncoder(again);
    const [after, before] = await madeReplays(scale.nginx, live, 2);
    // Step 85 saw three one-second parts stored before the kill.
    expect(before!.durationSeconds).toBeGreaterThanOrEqual(2);
    expect(after!.durationSeconds).toBeGreaterThanOrEqual(2);
    for (const replay of [before!, after!])
      expect(await playReplay(scale.nginx, replay, live.organiser)).toEqual({
        film: [206, 'ftyp'],
        poster: [200, 'ffd8'],
      });
    expect((await playUrlOf(scale.nginx, live)).live).toBe(false);
    const channels = await scale.nginx.call(
      '/meeting/auth/meeting/place/channel/view',
      { meetingId: live.meetingId },
      { token: live.organiser },
    );
    expect(channels.data.find((row) => row.id === live.channel.id)?.status).toBe('idle');
  },
};
