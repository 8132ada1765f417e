import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUsers } from '../../../../test/bulk-users.ts';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { person, signUpSteps } from '../../../../test/fixtures/sign-up-fixture.ts';

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

/**
 * A theatre of 5 rows of 10, opened for choice, and 200 confirmed people of a type of their own (the
 * delegates' quota is 100): accounts made in bulk, each added by the organiser under their mobile.
 */
const rushHall = async () => {
  const { meetingId } = await configuredMeeting();
  const type = await saveType(meetingId, { name: '大会代表', feeFen: 0, quota: 200 });
  const map = await t.call(
    '/meeting/auth/meeting/seat/map/create',
    { meetingId, name: '主会场', layout: { kind: 'theatre', rows: 5, seatsPerRow: 10, aisleAfter: [] } },
    as(organiser),
  );
  await t.call('/meeting/auth/meeting/seat/map/edit', { meetingId, selfChoice: true }, as(organiser));
  const accounts = await bulkUsers(t.db, 200);
  const people = [];
  for (let start = 0; start < accounts.length; start += 4)
    people.push(
      ...(await Promise.all(
        accounts.slice(start, start + 4).map(async ({ mobile, token }, index) => {
          const added = await t.call(
            '/meeting/auth/meeting/register/manual/register',
            { meetingId, typeId: type.id, attendee: { ...person(mobile), name: `抢座${start + index}` } },
            as(organiser),
          );
          return { id: added.data.id, token };
        }),
      )),
    );
  return { meetingId, seats: map.data.seatList, people };
};

describe('the seat rush', () => {
  it('seats 50 of 200 people choosing at once among 50 seats, never two in one seat', async () => {
    const { meetingId, seats, people } = await rushHall();
    // All 200 ask in the same instant, four for each seat.
    const answers = await Promise.all(
      people.map((chooser, index) =>
        t.call(
          '/meeting/auth/meeting/user/seat/info/choose',
          { meetingId, registrationId: chooser.id, seatId: seats[index % 50]!.id },
          as(chooser.token),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(50);
    expect(answers.filter((answer) => answer.code === 602)).toHaveLength(150);
    const hall = await t.call('/meeting/auth/meeting/seat/map/view', { meetingId }, as(organiser));
    const seated = hall.data.seatList.filter((seat) => seat.registrationId !== null);
    expect(seated).toHaveLength(50);
    expect(new Set(seated.map((seat) => seat.registrationId)).size).toBe(50);
    // Each winner holds the seat they were told they have.
    const told = answers.filter((answer) => answer.code === 200).map((answer) => answer.data.seatId);
    expect(new Set(told)).toEqual(new Set(seated.map((seat) => seat.id)));
  }, 120_000);
});
