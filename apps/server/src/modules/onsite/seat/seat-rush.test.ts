import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { signUpSteps } from '../../sign-up/sign-up-fixture.ts';
import { addPeople } from '../onsite-fixture.ts';

let t: TTestApp;
let organiser: string;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000007');
});
afterAll(() => t.close());

const as = (token: string) => ({ token });
const { configuredMeeting, saveType } = signUpSteps(
  () => t,
  () => organiser,
);

/** A theatre of 5 rows of 10 and 200 confirmed people of a type of their own (the delegates' quota is 100). */
const rushHall = async () => {
  const { meetingId } = await configuredMeeting();
  const type = await saveType(meetingId, { name: '大会代表', feeFen: 0, quota: 200 });
  const map = await t.call(
    '/meeting/auth/meeting/seat/map/create',
    { meetingId, name: '主会场', layout: { kind: 'theatre', rows: 5, seatsPerRow: 10, aisleAfter: [] } },
    as(organiser),
  );
  const names = Array.from({ length: 200 }, (_, i) => ({ name: `抢座${i}` }));
  const people = await addPeople(t, organiser, meetingId, type.id, names, 10);
  return { meetingId, map: map.data, people };
};

describe('the seat rush', () => {
  it('seats 50 of 200 people choosing at once among 50 seats, never two in one seat', async () => {
    const { meetingId, map, people } = await rushHall();
    await t.call('/meeting/auth/meeting/seat/map/edit', { meetingId, selfChoice: true }, as(organiser));
    // Everyone goes for a seat at once; whoever finds theirs taken looks at the hall again and
    // tries a seat still free, as the page does, until none is left.
    const results = await Promise.all(
      people.map(async (person, index) => {
        let seatId = map.seatList[index % 50]!.id;
        for (let attempt = 0; attempt < 20; attempt++) {
          const result = await t.call(
            '/meeting/auth/meeting/user/seat/info/choose',
            { meetingId, registrationId: person.id, seatId },
            as(person.token),
          );
          if (result.code === 200) return seatId;
          expect(result.code).toBe(602);
          const hall = await t.call(
            '/meeting/auth/meeting/user/seat/info/hall',
            { meetingId },
            as(person.token),
          );
          const free = hall.data.seatList.filter((seat) => seat.registrationId === null);
          if (!free.length) return null;
          seatId = free[index % free.length]!.id;
        }
        throw new Error('twenty tries and never a seat or a full hall');
      }),
    );
    const won = results.filter((seat) => seat !== null);
    expect(won).toHaveLength(50);
    expect(new Set(won).size).toBe(50);
    const hall = await t.call('/meeting/auth/meeting/seat/map/view', { meetingId }, as(organiser));
    const seated = hall.data.seatList.filter((seat) => seat.registrationId !== null);
    expect(seated).toHaveLength(50);
    expect(new Set(seated.map((seat) => seat.registrationId)).size).toBe(50);
  }, 60_000);
});
