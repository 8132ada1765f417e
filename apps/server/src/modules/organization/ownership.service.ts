import type { TOrgRole } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { readOncePerRender } from '../../platform/auth/render-reads.ts';
import type { TManageScope } from '../../platform/db/ownership.ts';
import type { TOrganizationService } from './organization.service.ts';
import {
  assertActiveMember,
  assertOwnedAccess,
  type TOwned,
  type TOwnedAction,
} from './organization.policy.ts';

// Other modules reach the ownership rules through this service (the layer rule).
export {
  assertCanPublish,
  assertOwnedAccess,
  type TOwned,
  type TOwnedAction,
} from './organization.policy.ts';

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
      const memberships = await organizations.membershipsOf(user);
      if (orgId !== undefined) {
        assertActiveMember(memberships, orgId);
        return orgId;
      }
      return memberships[0]?.org.id ?? null;
    },

    /** What the caller manages (their institutions' and their own), for lists across them. */
    async scope(user: TSessionUser): Promise<TManageScope> {
      const memberships = await organizations.membershipsOf(user);
      return { userId: user.userId, orgIds: memberships.map((m) => m.org.id) };
    },
  };
};

export type TOwnership = ReturnType<typeof createOwnership>;
