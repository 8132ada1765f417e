import { Code, UserType } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';

/** Only people who publish meetings look others up by mobile (to add them as a guest or member). */
export const assertMayLookUp = (caller: TSessionUser) => {
  if (caller.userType === UserType.ORDINARY) throw forbidden();
};

/** A disabled account opens no session, by password, code or WeChat alike. */
export const assertMayLogIn = (user: { isDisabled: boolean }) => {
  if (user.isDisabled) throw new AppError(Code.FORBIDDEN, 'login.disabled');
};
