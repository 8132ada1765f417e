import type { TTestApp } from '../../../test/harness.ts';
import { person } from '../sign-up/sign-up-fixture.ts';

export interface TAddedPerson {
  id: number;
  mobile: string;
  /** The person's own session: their credential, their seat. */
  token: string;
  name: string;
}

/**
 * People the organiser adds at the desk (confirmed at once), each with their own account, registered
 * in the order given; `inParallel` adds that many at a time (a seat rush needs a couple of hundred)
 * and gives up that order.
 */
export const addPeople = async (
  t: TTestApp,
  organiser: string,
  meetingId: number,
  typeId: number,
  people: { name: string; unit?: string }[],
  inParallel = 1,
): Promise<TAddedPerson[]> => {
  const added: TAddedPerson[] = [];
  for (let start = 0; start < people.length; start += inParallel)
    added.push(
      ...(await Promise.all(
        people.slice(start, start + inParallel).map(async ({ name, unit }) => {
          const { mobile, token } = await t.registerUser();
          const attendee = { ...person(mobile), name, ...(unit === undefined ? {} : { unit }) };
          const result = await t.call(
            '/meeting/auth/meeting/register/manual/register',
            { meetingId, typeId, attendee },
            { token: organiser },
          );
          if (result.code !== 200) throw new Error(`adding ${name}: ${result.msg}`);
          return { id: result.data.id, mobile, token, name };
        }),
      )),
    );
  return added;
};
