import type { TTx } from '../../platform/db/client.ts';
import { conflict } from '../../platform/http/errors.ts';
import type { TTypeRow } from './sign-up-settings.repository.ts';
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
