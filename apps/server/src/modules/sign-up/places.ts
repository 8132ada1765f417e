import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { readOncePerRender } from '../../platform/auth/render-reads.ts';
import type { TDb, TTx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { TTypeRow } from './sign-up-settings.repository.ts';
import { inventoryRepository } from './inventory.repository.ts';
import { attendeeCountsRepository } from './attendee-counts.repository.ts';

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

/** A meeting's sign-up settings, and its registration types with the places each has taken. */
export type TSettingsWithUsage = Awaited<ReturnType<typeof attendeeCountsRepository.settingsWithTypes>>;

/**
 * A meeting's sign-up settings and its registration types with the places each has taken, as the
 * organiser's reads show them (one statement). With `user`, read once per page render
 * (render-reads.ts): attendsignup's summary and settings both show them. Writes call it without, so
 * what they answer is read after the change.
 */
export const settingsWithUsage = (
  db: TDb,
  meetingId: number,
  user?: TSessionUser,
): Promise<TSettingsWithUsage> => {
  const read = () => attendeeCountsRepository.settingsWithTypes(db, meetingId);
  return user ? readOncePerRender(user, `sign-up settings ${meetingId}`, read) : read();
};
