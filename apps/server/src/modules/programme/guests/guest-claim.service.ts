import { translate, type TGuestInfo, type TGuestProfile, type TLocale } from '@huitang/contracts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import type { TMessageService } from '../../message/message.service.ts';
import type { TSmsCodeService } from '../../user/sms-code.service.ts';
import { guestClaimRepository as guests } from './guest-claim.repository.ts';

const inLocale = (locale: TLocale) => (zh: string, en: string) => (locale === 'en' && en ? en : zh);

const profileOf = (row: TGuestProfile): TGuestProfile => ({
  name: row.name,
  nameEn: row.nameEn,
  title: row.title,
  titleEn: row.titleEn,
  organization: row.organization,
  organizationEn: row.organizationEn,
  photo: row.photo,
  introduction: row.introduction,
  introductionEn: row.introductionEn,
});

/**
 * Certified guests (/account/guest, decision 039): a person proves the mobile organisers listed them
 * by, claims every entry made for it, and keeps one profile that those meetings show.
 */
/** Certified guests' own profiles by user: the programme shows them on those guests' entries. */
export const certifiedProfiles = (db: TDbOrTx, userIds: number[]) => guests.profilesOf(db, userIds);

export const createGuestClaimService = (
  db: TDb,
  smsCodes: TSmsCodeService,
  meetings: TMeetingService,
  messages: TMessageService,
) => {
  /** Each meeting's creator hears that a guest of theirs is now certified (only the first time). */
  const tellOrganisers = async (tx: TDbOrTx, guestIds: number[]) => {
    for (const row of await guests.organisersOf(tx, guestIds)) {
      const message = (locale: TLocale) =>
        translate('guest.certifiedMessage', locale, {
          name: row.guestName,
          meeting: locale === 'en' && row.meetingNameEn ? row.meetingNameEn : row.meetingName,
        });
      await messages.send(
        row.creatorId,
        {
          title: translate('guest.certifiedTitle', 'zh'),
          titleEn: translate('guest.certifiedTitle', 'en'),
          content: message('zh'),
          contentEn: message('en'),
        },
        tx,
      );
    }
  };

  const info = async (userId: number, locale: TLocale): Promise<TGuestInfo> => {
    const [profile, entries] = await Promise.all([guests.profile(db, userId), guests.entries(db, userId)]);
    const talks = await guests.talks(
      db,
      entries.map((entry) => entry.guestId),
    );
    const text = inLocale(locale);
    return {
      profile: profile ?? null,
      entries: entries.map((entry) => ({
        guestId: entry.guestId,
        meetingId: entry.meetingId,
        meetingName: text(entry.meetingName, entry.meetingNameEn),
        cover: entry.cover,
        startTime: entry.startTime.toISOString(),
        endTime: entry.endTime.toISOString(),
        keepOwnText: entry.keepOwnText,
        talks: talks
          .filter((talk) => talk.guestId === entry.guestId)
          .map((talk) => ({
            day: talk.day,
            startTime: talk.startTime,
            endTime: talk.endTime,
            title: text(talk.title, talk.titleEn),
            session: text(talk.session, talk.sessionEn),
            place: text(talk.place, talk.placeEn),
          })),
      })),
    };
  };

  /** Every meeting that shows the person's profile refreshes its cached pages. */
  const refreshMeetings = async (userId: number) => {
    for (const entry of await guests.entries(db, userId)) await meetings.changed(entry.meetingId);
  };

  return {
    info,

    /**
     * The code proves the mobile; then the entries made for it are held while they are claimed, so
     * two accounts claiming at once leave them with one. Entries another account holds stay theirs.
     */
    async claim(userId: number, request: { mobile: string; code: string }, locale: TLocale) {
      await smsCodes.consume(request.mobile, request.code);
      await db.transaction(async (tx) => {
        const listed = await guests.lockByMobile(tx, request.mobile);
        if (listed.length === 0) throw conflict('guest.noneForMobile');
        const open = listed.filter((row) => row.claimedBy === null || row.claimedBy === userId);
        if (open.length === 0) throw conflict('guest.claimedByOther');
        await guests.claim(
          tx,
          open.map((row) => row.id),
          userId,
        );
        // The latest entry an organiser wrote is the best start for the person's own profile.
        await guests.startProfile(tx, userId, profileOf(open.at(-1)!));
        await tellOrganisers(
          tx,
          open.filter((row) => row.claimedBy === null).map((row) => row.id),
        );
      });
      await refreshMeetings(userId);
      return info(userId, locale);
    },

    /** "Not me": the entry goes back to the organiser's texts; a new claim of its mobile takes it again. */
    async release(userId: number, guestId: number, locale: TLocale) {
      const released = await guests.release(db, guestId, userId);
      if (!released) throw notFound();
      await meetings.changed(released.meetingId);
      return info(userId, locale);
    },

    async editProfile(userId: number, profile: TGuestProfile) {
      await guests.saveProfile(db, userId, profile);
      await refreshMeetings(userId);
      return profileOf((await guests.profile(db, userId))!);
    },
  };
};

export type TGuestClaimService = ReturnType<typeof createGuestClaimService>;
