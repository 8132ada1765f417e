import type { TPaperSettings } from '@huitang/contracts';
import type { TPaperSettingsRow } from './paper.repository.ts';

export const presentSettings = (row: TPaperSettingsRow): TPaperSettings => ({
  meetingId: row.meetingId,
  isOpen: row.isOpen,
  opensAt: row.opensAt?.toISOString() ?? '',
  closesAt: row.closesAt.toISOString(),
  needsSignUp: row.needsSignUp,
  abstractWordLimit: row.abstractWordLimit,
  keywordsMax: row.keywordsMax,
  topics: row.topics,
  fileKinds: row.fileKinds,
  fileMaxMb: row.fileMaxMb,
  filesMax: row.filesMax,
  filesRequired: row.filesRequired,
  blindReview: row.blindReview,
  guide: row.guide,
  guideEn: row.guideEn,
});
