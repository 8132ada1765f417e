import { percentile, rushFromWorker } from './signup-rush.ts';

type TPost = (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>;

export interface TSeatRushResult {
  choosers: number;
  seats: number;
  seated: number;
  refused: number;
  otherFailures: number;
  doubles: number;
  p99: number;
}

/**
 * Seat choice opening: `choosers` confirmed attendees of the meeting each ask for one seat of a hall of
 * `seats` at the same moment (four to a seat), all in flight at once. Afterwards the map is read back:
 * seated people and distinct seats must match, and no seat may have two people.
 */
export const seatRush = async (
  post: TPost,
  baseUrl: string,
  {
    meetingId,
    organiserToken,
    attendees,
    seats,
  }: { meetingId: number; organiserToken: string; attendees: { token: string }[]; seats: number },
): Promise<TSeatRushResult> => {
  const call = async <T>(path: string, body: unknown, token: string) =>
    (JSON.parse(await post(`/apis${path}`, body, { token })) as { data: T }).data;
  const map = await call<{ seatList: { id: number }[] }>(
    '/meeting/auth/meeting/seat/map/create',
    {
      meetingId,
      name: '分会场',
      layout: { kind: 'theatre', rows: seats / 10, seatsPerRow: 10, aisleAfter: [5] },
    },
    organiserToken,
  );
  await call('/meeting/auth/meeting/seat/map/edit', { meetingId, selfChoice: true }, organiserToken);
  const choosers = [];
  for (const attendee of attendees) {
    const [mine] = await call<{ registrationId: number }[]>(
      '/meeting/auth/meeting/user/seat/info/get-self',
      { meetingId },
      attendee.token,
    );
    choosers.push({ token: attendee.token, registrationId: mine!.registrationId });
  }
  const { codes, latencies } = await rushFromWorker({
    baseUrl,
    requests: choosers.map(({ token, registrationId }, index) => ({
      path: '/apis/meeting/auth/meeting/user/seat/info/choose',
      token,
      body: { meetingId, registrationId, seatId: map.seatList[index % seats]!.id },
    })),
    concurrency: choosers.length,
  });
  const after = await call<{ seatList: { registrationId: number | null }[] }>(
    '/meeting/auth/meeting/seat/map/view',
    { meetingId },
    organiserToken,
  );
  const taken = after.seatList
    .filter((seat) => seat.registrationId !== null)
    .map((seat) => seat.registrationId);
  return {
    choosers: choosers.length,
    seats,
    seated: codes.filter((code) => code === 200).length,
    refused: codes.filter((code) => code === 602).length,
    otherFailures: codes.filter((code) => code !== 200 && code !== 602).length,
    // Two seats of one person, or more people told "seated" than the map holds.
    doubles:
      taken.length -
      new Set(taken).size +
      Math.max(0, codes.filter((code) => code === 200).length - taken.length),
    p99: percentile(latencies, 99),
  };
};

export const seatSection = (rush: TSeatRushResult) => [
  '## Seat choice rush',
  '',
  '| choosers | seats | seated | refused taken (602) | other failures | doubles | p99 ms |',
  '|---|---|---|---|---|---|---|',
  `| ${rush.choosers} | ${rush.seats} | ${rush.seated} | ${rush.refused} | ${rush.otherFailures} | ${rush.doubles} | ${rush.p99} |`,
  '',
  "All choosers in flight at once from a worker thread, four to each seat. Every choice takes the hall's map",
  'row lock, frees seats of people who lost their place, checks the seat (free, open, the right zone) and writes it,',
  'in one transaction; the unique index on (map, person) backs the rule up. Goal: seated equals seats, doubles 0.',
  'The p99 is about the time the whole rush takes: one lock per hall queues every choice behind the others',
  '(decision 022), so the last of 200 people asking in the same instant waits for the 199 before them.',
  '',
];
