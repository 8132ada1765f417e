import { eq } from 'drizzle-orm';
import type { TTx } from '../../src/platform/db/client.ts';
import { meetings, sessionReminders } from '../schema/index.ts';

/** The cardiology congress reminds its confirmed attendees half an hour before every session. */
export const seedReminders = async (tx: TTx) => {
  const [meeting] = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(eq(meetings.meetingName, '2026 华东心血管病学术年会'));
  if (!meeting) return;
  await tx
    .insert(sessionReminders)
    .values({ meetingId: meeting.id, enabled: true, leadMinutes: 30, allSessions: true })
    .onConflictDoNothing();
};
