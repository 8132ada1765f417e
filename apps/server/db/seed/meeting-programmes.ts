import type { TTx } from '../../src/platform/db/client.ts';
import {
  meetingDates,
  meetingGuests,
  meetingNotices,
  meetingPlaces,
  meetingSessions,
  scheduleItemGuests,
  scheduleItems,
} from '../schema/index.ts';

interface TTalk {
  time: [string, string];
  title: string;
  titleEn?: string;
  speakers: number[];
}
interface TSessionPlan {
  day: number;
  place: number;
  time: [string, string];
  title: string;
  titleEn?: string;
  host: string;
  talks: TTalk[];
}
export interface TProgrammePlan {
  days: string[];
  places: { name: string; nameEn?: string; address: string; addressEn?: string }[];
  guests: {
    name: string;
    nameEn?: string;
    title: string;
    titleEn?: string;
    organization: string;
    organizationEn?: string;
    introduction: string;
    introductionEn?: string;
  }[];
  sessions: TSessionPlan[];
  notices: { title: string; titleEn?: string; content: string; contentEn?: string }[];
}

/** Writes a meeting's dates, places, guests, sessions with talks and speakers, and notices. */
export const seedProgramme = async (tx: TTx, meetingId: number, plan: TProgrammePlan) => {
  const dates = await tx
    .insert(meetingDates)
    .values(plan.days.map((day, sort) => ({ meetingId, day, sort })))
    .returning({ id: meetingDates.id });
  const places = await tx
    .insert(meetingPlaces)
    .values(plan.places.map((place, sort) => ({ meetingId, ...place, sort })))
    .returning({ id: meetingPlaces.id });
  const guests = await tx
    .insert(meetingGuests)
    .values(plan.guests.map((guest, sort) => ({ meetingId, ...guest, sort })))
    .returning({ id: meetingGuests.id });
  for (const session of plan.sessions) {
    const [created] = await tx
      .insert(meetingSessions)
      .values({
        meetingId,
        dateId: dates[session.day]!.id,
        placeId: places[session.place]!.id,
        startTime: session.time[0],
        endTime: session.time[1],
        title: session.title,
        titleEn: session.titleEn ?? '',
        host: session.host,
        // A chair is one of the guests: their English name is the chair's.
        hostEn: plan.guests.find((guest) => guest.name === session.host)?.nameEn ?? '',
      })
      .returning({ id: meetingSessions.id });
    for (const talk of session.talks) {
      const [item] = await tx
        .insert(scheduleItems)
        .values({
          meetingId,
          sessionId: created!.id,
          startTime: talk.time[0],
          endTime: talk.time[1],
          title: talk.title,
          titleEn: talk.titleEn ?? '',
        })
        .returning({ id: scheduleItems.id });
      if (talk.speakers.length) {
        await tx
          .insert(scheduleItemGuests)
          .values(talk.speakers.map((index) => ({ itemId: item!.id, guestId: guests[index]!.id })));
      }
    }
  }
  await tx
    .insert(meetingNotices)
    .values(plan.notices.map((notice, sort) => ({ meetingId, ...notice, sort })));
};
