import type { TCourseLiveChannel } from '@huitang/contracts';
import type { TLiveChannelRow } from './live-lesson.repository.ts';

/** A live period's channel as its lecturer sees it: where to push, the key, and whether it is on air. */
export const presentLiveLesson = (
  row: TLiveChannelRow,
  push: { pushUrl: string; state: { status: TCourseLiveChannel['status'] } },
  recorded: boolean,
): TCourseLiveChannel => ({
  periodId: row.periodId,
  pushUrl: push.pushUrl,
  streamKey: row.streamKey,
  status: push.state.status,
  recorded,
});
