import type { TLiveDecorationEdit, TLiveLook, TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { decorationRepository } from './decoration.repository.ts';
import { present } from './decoration.presenter.ts';

/** A meeting's live decoration: edited by its organisers, shown on its watch pages. */
export const createDecorationService = (db: TDb, { meetings }: { meetings: TMeetingService }) => ({
  async view(user: TSessionUser, meetingId: number) {
    await meetings.authorize(user, meetingId);
    return present(meetingId, await decorationRepository.of(db, meetingId));
  },

  async edit(user: TSessionUser, values: TLiveDecorationEdit) {
    await meetings.authorize(user, values.meetingId);
    const row = await decorationRepository.save(db, values);
    // The watch pages kept for anonymous visitors show the old look: they go now.
    await meetings.changed(values.meetingId);
    return present(values.meetingId, row);
  },

  /** What a visitor of the meeting's live sees, with the title in their language. */
  async look(caller: TSessionUser | null, meetingId: number, locale: TLocale): Promise<TLiveLook> {
    await meetings.publicView(meetingId, false, caller, locale);
    const {
      titleEn,
      title,
      meetingId: _,
      ...files
    } = present(meetingId, await decorationRepository.of(db, meetingId));
    return { ...files, title: (locale === 'en' && titleEn) || title };
  },
});

export type TDecorationService = ReturnType<typeof createDecorationService>;
