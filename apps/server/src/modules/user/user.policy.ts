import { UserType } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { forbidden } from '../../platform/http/errors.ts';

/** Only people who publish meetings look others up by mobile (to add them as a guest or member). */
export const assertMayLookUp = (caller: TSessionUser) => {
  if (caller.userType === UserType.ORDINARY) throw forbidden();
};
