import type { TOrgRole } from '@huitang/contracts';
import { forbidden } from '../../platform/http/errors.ts';

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
