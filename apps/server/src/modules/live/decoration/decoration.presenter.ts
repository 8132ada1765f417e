import type { TLiveDecoration } from '@huitang/contracts';
import type { TDecorationRow } from './decoration.repository.ts';

const BARE = {
  title: '',
  titleEn: '',
  coverUrl: '',
  backgroundUrl: '',
  warmupImageUrl: '',
  warmupVideoUrl: '',
};

export const present = (meetingId: number, row: TDecorationRow | undefined): TLiveDecoration => ({
  ...BARE,
  ...row,
  meetingId,
});
