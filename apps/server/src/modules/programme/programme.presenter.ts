import type { z } from 'zod';
import {
  ZAccessory,
  ZBanner,
  ZGuest,
  ZMeetingDate,
  ZMenu,
  ZMusic,
  ZNotice,
  ZPlace,
  type TLocale,
  type TProgramme,
} from '@huitang/contracts';
import type { programmeRepository, TRowOf, TSortedKind } from './programme.repository.ts';

type TSessionRow = Awaited<ReturnType<typeof programmeRepository.sessions>>[number];
type TItemRow = Awaited<ReturnType<typeof programmeRepository.items>>[number];
type TItemGuest = Awaited<ReturnType<typeof programmeRepository.itemGuests>>[number];

/** What the organiser's list of each kind shows: exactly its contract, nothing of the row beyond. */
const PRESENTED = {
  date: ZMeetingDate,
  place: ZPlace,
  guest: ZGuest,
  notice: ZNotice,
  accessory: ZAccessory,
  banner: ZBanner,
  menu: ZMenu,
  music: ZMusic,
} satisfies Record<TSortedKind, z.ZodType>;

export type TPresentedRow<K extends TSortedKind> = z.output<(typeof PRESENTED)[K]>;

/** Organiser view of a sorted row, whitelisted by the kind's contract (parsing drops everything else). */
export const presentRow = <K extends TSortedKind>(kind: K, row: TRowOf<K>): TPresentedRow<K> => {
  const { createdAt, claimedBy } = row as { createdAt?: Date; claimedBy?: number | null };
  // A guest entry says whether a person certified it, never who.
  const certified = claimedBy === undefined ? {} : { certified: claimedBy !== null };
  return PRESENTED[kind].parse({
    ...row,
    ...certified,
    gmtCreate: createdAt?.toISOString(),
  }) as TPresentedRow<K>;
};

export const withItems = (sessions: TSessionRow[], items: TItemRow[], links: TItemGuest[]) =>
  sessions.map(({ meetingId: _m, ...session }) => ({
    ...session,
    items: items
      .filter((item) => item.sessionId === session.id)
      .map(({ meetingId: _mi, ...item }) => ({
        ...item,
        guestIds: links.filter((link) => link.itemId === item.id).map((link) => link.guestId),
      })),
  }));

interface TProgrammeRows {
  dates: TRowOf<'date'>[];
  places: TRowOf<'place'>[];
  guests: TRowOf<'guest'>[];
  notices: TRowOf<'notice'>[];
  accessories: TRowOf<'accessory'>[];
  sessions: ReturnType<typeof withItems>;
}

/** The visitor's programme: English where the meeting is multilingual and the text exists. */
export const presentProgramme = (
  rows: TProgrammeRows,
  locale: TLocale,
  multilingual: boolean,
): TProgramme => {
  const text = (zh: string, en: string) => (locale === 'en' && multilingual && en ? en : zh);
  return {
    dates: rows.dates.map(({ id, day }) => ({ id, day })),
    places: rows.places.map((p) => ({
      id: p.id,
      name: text(p.name, p.nameEn),
      address: text(p.address, p.addressEn),
    })),
    sessions: rows.sessions.map((s) => ({
      id: s.id,
      dateId: s.dateId,
      placeId: s.placeId,
      startTime: s.startTime,
      endTime: s.endTime,
      title: text(s.title, s.titleEn),
      host: text(s.host, s.hostEn),
      description: text(s.description, s.descriptionEn),
      items: s.items.map((i) => ({
        id: i.id,
        startTime: i.startTime,
        endTime: i.endTime,
        title: text(i.title, i.titleEn),
        guestIds: i.guestIds,
      })),
    })),
    guests: rows.guests.map((g) => ({
      id: g.id,
      name: text(g.name, g.nameEn),
      title: text(g.title, g.titleEn),
      organization: text(g.organization, g.organizationEn),
      photo: g.photo,
      introduction: text(g.introduction, g.introductionEn),
    })),
    notices: rows.notices.map((n) => ({
      id: n.id,
      title: text(n.title, n.titleEn),
      content: text(n.content, n.contentEn),
      gmtCreate: n.createdAt.toISOString(),
    })),
    accessories: rows.accessories.map((a) => ({ id: a.id, name: text(a.name, a.nameEn) })),
  };
};
