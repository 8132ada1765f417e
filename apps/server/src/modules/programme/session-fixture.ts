import type { TTestApp } from '../../../test/harness.ts';

/** The China clock `minutes` from now, as a meeting day and an HH:mm start. */
export const chinaClock = (minutes: number) => {
  const iso = new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/** A meeting's session in this place starting `minutes` from now (negative: already started). */
export const sessionAt = async (
  t: TTestApp,
  organiser: string,
  meetingId: number,
  { minutes, title, placeId }: { minutes: number; title: string; placeId: number },
) => {
  const { day, time } = chinaClock(minutes);
  const as = { token: organiser };
  const dates = await t.call('/meeting/auth/meeting/date/list', { meetingId }, as);
  const dateId =
    dates.data.find((date) => date.day === day)?.id ??
    (await t.call('/meeting/auth/meeting/date/save', { meetingId, day }, as)).data.find(
      (date) => date.day === day,
    )!.id;
  const saved = await t.call(
    '/meeting/auth/meeting/session/save',
    { meetingId, dateId, placeId, startTime: time, endTime: '23:59', title },
    as,
  );
  return { id: saved.data.find((session) => session.title === title)!.id, day, time };
};
