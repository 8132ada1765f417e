import { UserType, type TOrgRole } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import { Code } from '@huitang/contracts';
import type { TMeetingRow } from './meeting.repository.ts';

export type TMeetingAction = 'manage' | 'delete';

/**
 * Who may run a meeting's console: for an institution's meeting every member of that institution
 * (deleting needs admin or owner, or being its creator); for a lecturer's meeting its creator only.
 */
export const assertMeetingAccess = (
  meeting: Pick<TMeetingRow, 'orgId' | 'creatorId'>,
  user: TSessionUser,
  orgRole: TOrgRole | undefined,
  action: TMeetingAction,
) => {
  if (meeting.orgId === null) {
    if (meeting.creatorId !== user.userId) throw forbidden();
    return;
  }
  if (!orgRole) throw forbidden();
  if (action === 'delete' && orgRole === 'member' && meeting.creatorId !== user.userId) throw forbidden();
};

export const assertCanPublish = (user: TSessionUser) => {
  if (user.userType === UserType.ORDINARY) throw new AppError(Code.FORBIDDEN, 'meeting.publishOnly');
};
