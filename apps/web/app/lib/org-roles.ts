import { OrgRoles, type TOrgRole } from '@huitang/contracts';

/** The institution roles as the server ranks them (organization.policy.ts): owner > admin > member. */
const rank: Record<TOrgRole, number> = { member: 0, admin: 1, owner: 2 };

/** Admins and owners edit the institution's profile, site and members; members only look. */
export const canEdit = (role: TOrgRole): boolean => rank[role] >= rank.admin;
export const isOwner = (role: TOrgRole): boolean => role === 'owner';

/** The roles someone may hand out: never more than they hold themselves. */
export const assignableRoles = (actor: TOrgRole): TOrgRole[] =>
  OrgRoles.filter((role) => rank[role] <= rank[actor]);

/** Whether `actor` may change or remove a member holding `role`. */
export const canManage = (actor: TOrgRole, role: TOrgRole): boolean =>
  canEdit(actor) && rank[role] <= rank[actor];
