import { Code, UserType, type TOrgRole } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';

/** What each institution role may do; every organisation call goes through one of these. */
const rank: Record<TOrgRole, number> = { member: 0, admin: 1, owner: 2 };

export type TOrgAction = 'view' | 'edit' | 'manageMembers' | 'managePay';

const needed: Record<TOrgAction, TOrgRole> = {
  view: 'member',
  edit: 'admin',
  manageMembers: 'admin',
  // Merchant ids and keys move money: owners only.
  managePay: 'owner',
};

export const assertOrgRole = (role: TOrgRole | undefined, action: TOrgAction): TOrgRole => {
  if (!role || rank[role] < rank[needed[action]]) throw forbidden();
  return role;
};

/** An admin may not hand out or take away more than they hold. */
export const assertCanAssign = (actor: TOrgRole, from: TOrgRole | undefined, to: TOrgRole) => {
  if (rank[to] > rank[actor] || (from && rank[from] > rank[actor])) throw forbidden();
};

/** A disabled institution is only viewed. */
export const assertActive = (org: { isDisabled: boolean }, action: TOrgAction) => {
  if (org.isDisabled && action !== 'view') throw forbidden();
};

/** What the owner may do: run it day to day, or delete it. */
export type TOwnedAction = 'manage' | 'delete';

/** Something owned the way meetings and courses are: by an institution, or by its creator alone. */
export interface TOwned {
  orgId: number | null;
  creatorId: number;
}

/**
 * For an institution's meeting or course every member of that institution may manage it (deleting
 * needs admin or owner, or being its creator); for a lecturer's own, its creator only.
 */
export const assertOwnedAccess = (
  owned: TOwned,
  user: TSessionUser,
  orgRole: TOrgRole | undefined,
  action: TOwnedAction,
) => {
  if (owned.orgId === null) {
    if (owned.creatorId !== user.userId) throw forbidden();
    return;
  }
  if (!orgRole) throw forbidden();
  if (action === 'delete' && orgRole === 'member' && owned.creatorId !== user.userId) throw forbidden();
};

/** Ordinary members publish nothing: lecturers and institution members do. */
export const assertCanPublish = (
  user: TSessionUser,
  messageKey: 'meeting.publishOnly' = 'meeting.publishOnly',
) => {
  if (user.userType === UserType.ORDINARY) throw new AppError(Code.FORBIDDEN, messageKey);
};

/** New content goes to an institution the caller is an active member of. */
export const assertActiveMember = (
  memberships: { org: { id: number; isDisabled: boolean } }[],
  orgId: number,
) => {
  if (!memberships.some((m) => m.org.id === orgId && !m.org.isDisabled)) throw forbidden();
};
