import { UserType, type TOrgRole } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { readOncePerRender } from '../../platform/auth/render-reads.ts';
import type { TManageScope } from '../../platform/db/ownership.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import { Code } from '@huitang/contracts';
import type { TOrganizationService } from './organization.service.ts';

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

/** Ownership shared by every kind of content an institution or a lecturer publishes. */
export const createOwnership = (organizations: TOrganizationService) => {
  /** The caller's role in the content's institution, read once per page render (render-reads.ts). */
  const roleOf = async (user: TSessionUser, owned: TOwned): Promise<TOrgRole | undefined> => {
    const orgId = owned.orgId;
    if (!orgId) return undefined;
    return readOncePerRender(user, `org role ${orgId}`, () => organizations.roleOf(orgId, user.userId));
  };
  return {
    /** Whether the caller may act on this content; throws 306 when not. */
    async authorize(user: TSessionUser, owned: TOwned, action: TOwnedAction = 'manage') {
      const role = await roleOf(user, owned);
      assertOwnedAccess(owned, user, role, action);
    },

    /** Whether the caller may manage this content (a public page shows them its management links). */
    async manages(user: TSessionUser | null, owned: TOwned): Promise<boolean> {
      if (!user) return false;
      const role = await roleOf(user, owned);
      try {
        assertOwnedAccess(owned, user, role, 'manage');
        return true;
      } catch {
        return false;
      }
    },

    /** Which institution new content belongs to: the one named (if the caller is its member), else the caller's own. */
    async owningOrg(user: TSessionUser, orgId: number | undefined): Promise<number | null> {
      const memberships = await organizations.membershipsOf(user.userId);
      if (orgId !== undefined) {
        if (!memberships.some((m) => m.org.id === orgId && !m.org.isDisabled)) throw forbidden();
        return orgId;
      }
      return memberships[0]?.org.id ?? null;
    },

    /** What the caller manages (their institutions' and their own), for lists across them. */
    async scope(user: TSessionUser): Promise<TManageScope> {
      const memberships = await organizations.membershipsOf(user.userId);
      return { userId: user.userId, orgIds: memberships.map((m) => m.org.id) };
    },
  };
};

export type TOwnership = ReturnType<typeof createOwnership>;
