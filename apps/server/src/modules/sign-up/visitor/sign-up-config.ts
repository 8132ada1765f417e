import { MeetingStatus } from '@huitang/contracts';
import type { TDb } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import type { TMeetingRow } from '../../meeting/meeting.repository.ts';
import {
  signUpSettingsRepository,
  type THotelTree,
  type TSettingsRow,
  type TTypeRow,
} from '../sign-up-settings.repository.ts';

/** What a sign-up is checked and priced against; the places in use are never part of it. */
export interface TSignUpConfig {
  meeting: TMeetingRow;
  settings: TSettingsRow | undefined;
  types: TTypeRow[];
  hotels: THotelTree[];
}

/**
 * A meeting's sign-up configuration from the meeting cache. When a popular meeting opens, every
 * sign-up needs it: read from memory, a rush costs the database only the writes and the counts.
 * Organiser writes to the meeting, its settings, types and hotels announce the change (meetings.changed).
 */
export const createSignUpConfig = (db: TDb, meetings: TMeetingService) => ({
  async listed(meetingId: number): Promise<TSignUpConfig> {
    const config = await meetings.cached(meetingId, 'signup-config', async () => {
      const [found, settings, types, hotels] = await Promise.all([
        meetings.find(meetingId),
        signUpSettingsRepository.settings(db, meetingId),
        signUpSettingsRepository.types(db, meetingId),
        signUpSettingsRepository.hotels(db, meetingId),
      ]);
      // A missing meeting is cached as such, so a flood of bad ids stays off the database too.
      return found ? { meeting: found, settings, types, hotels } : { missing: true as const };
    });
    if ('missing' in config || config.meeting.meetingStatus !== MeetingStatus.LISTED) throw notFound();
    return config;
  },
});
export type TSignUpConfigSource = ReturnType<typeof createSignUpConfig>;
