import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { readOncePerRender } from '../../platform/auth/render-reads.ts';
import type { TDb, TTx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import { signUpSettingsRepository, type TTypeRow } from './sign-up-settings.repository.ts';
import { attendeeRepository, type TTypeUsage } from './attendee.repository.ts';
import { inventoryRepository } from './inventory.repository.ts';

/**
 * Takes the type's lock and checks `wanted` more places fit its quota. Types lock first of all
 * scarce things (see inventoryRepository.lock), so callers may lock rooms and codes after this.
 */
export const assertPlacesFree = async (tx: TTx, type: TTypeRow, wanted: number): Promise<void> => {
  if (type.quota === null) return;
  await inventoryRepository.lock(tx, [{ kind: 'type', id: type.id }]);
  if ((await inventoryRepository.placesTaken(tx, type.id)) + wanted > type.quota)
    throw conflict('signUp.typeFull');
};

/**
 * A meeting's registration types and the places each has taken, as the organiser's reads show them.
 * With `user`, read once per page render (render-reads.ts): attendsignup's summary and settings both
 * show them. Writes call it without, so what they answer is read after the change.
 */
export const typesWithUsage = (
  db: TDb,
  meetingId: number,
  user?: TSessionUser,
): Promise<[TTypeRow[], Map<number, TTypeUsage>]> => {
  const read = () =>
    Promise.all([signUpSettingsRepository.types(db, meetingId), attendeeRepository.typeUsage(db, meetingId)]);
  return user ? readOncePerRender(user, `sign-up types ${meetingId}`, read) : read();
};
