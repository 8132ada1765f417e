import {
  UserType,
  type TOrg,
  type TOrgMember,
  type TOrgPublic,
  type TOrgRole,
  type TPageComponent,
  type TPayConfig,
  type TPageRequest,
  type TPayConfigSaveRequest,
  type TOrgCard,
  type TOrgTemplate,
  type TPage,
  type ZOrgDirectoryRequest,
} from '@huitang/contracts';
import type { z } from 'zod';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { readOncePerRender } from '../../platform/auth/render-reads.ts';
import type { TSecretBox } from '../../platform/crypto/secret-box.ts';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { toPage } from '../../platform/http/page.ts';
import type { TUserDirectory } from '../user/user-directory.service.ts';
import { assertActive, assertCanAssign, assertOrgRole, type TOrgAction } from './organization.policy.ts';
import { presentMember, presentOrg, presentOrgPublic, presentPayConfig } from './organization.presenter.ts';
import { organizationRepository, type TNewOrg, type TOrgRow } from './organization.repository.ts';

/** The settings the organisation centre edits: all but the layout, which the gallery sets. */
type TPageSettings = Omit<TPageComponent, 'template'>;

export const createOrganizationService = (db: TDb, secrets: TSecretBox, users: TUserDirectory) => {
  /** The organisation and the caller's role in it, if the role allows the action; 306 otherwise. */
  const authorize = async (
    db_: TDbOrTx,
    userId: number,
    orgId: number,
    action: TOrgAction,
  ): Promise<{ org: TOrgRow; role: TOrgRole }> => {
    const role = assertOrgRole(await organizationRepository.membership(db_, orgId, userId), action);
    const org = await organizationRepository.find(db_, orgId);
    if (!org) throw notFound();
    assertActive(org, action);
    return { org, role };
  };

  /**
   * The organisations the person belongs to, with their role in each: read once per page render
   * (render-reads.ts), since the organiser's lists ask it for their scope and the page for its menu.
   */
  const membershipsOf = (user: TSessionUser) =>
    readOncePerRender(user, 'org memberships', () =>
      organizationRepository.membershipsOfUser(db, user.userId),
    );

  const memberList = async (orgId: number): Promise<TOrgMember[]> =>
    (await organizationRepository.members(db, orgId)).map(presentMember);

  return {
    authorize: (userId: number, orgId: number, action: TOrgAction) => authorize(db, userId, orgId, action),

    /** The caller's role in the organisation, if any (no check of what the role allows). */
    roleOf: (orgId: number, userId: number) => organizationRepository.membership(db, orgId, userId),
    membershipsOf,
    find: (orgId: number) => organizationRepository.find(db, orgId),
    /** The stored payment settings (secrets still sealed) for the payment gateways. */
    sealedPayConfig: (orgId: number) => organizationRepository.payConfig(db, orgId),

    /** A new organisation owned by `ownerId`, inside the caller's transaction (an approved application). */
    async createWithOwner(tx: TDbOrTx, fields: TNewOrg, ownerId: number): Promise<TOrgRow> {
      const org = await organizationRepository.insert(tx, fields);
      if (!(await organizationRepository.addMember(tx, org.id, ownerId, 'owner')))
        throw conflict('org.memberElsewhere');
      await users.setType(tx, ownerId, UserType.INSTITUTION);
      return org;
    },

    /** The platform admin's list: every organisation with its contact and member count. */
    async adminPage(request: TPageRequest & { keyword?: string | undefined }) {
      const { list, totalCount } = await organizationRepository.pageWithMemberCounts(
        db,
        request.keyword,
        sliceOf(request),
      );
      return toPage(
        list.map(({ org, memberCount }) => ({
          ...presentOrgPublic(org),
          contactName: org.contactName,
          contactMobile: org.contactMobile,
          isDisabled: org.isDisabled,
          memberCount,
          gmtCreate: org.createdAt.toISOString(),
        })),
        totalCount,
        request,
      );
    },

    async setDisabled(id: number, disabled: boolean) {
      if (!(await organizationRepository.setDisabled(db, id, disabled))) throw notFound();
    },

    async publicInfo(id: number): Promise<TOrgPublic> {
      const org = await organizationRepository.find(db, id);
      if (!org || org.isDisabled) throw notFound();
      return presentOrgPublic(org);
    },

    /** SPEC /organization: the directory of enabled organisations with what they have on show. */
    async directory(request: z.output<typeof ZOrgDirectoryRequest>): Promise<TPage<TOrgCard>> {
      const found = await organizationRepository.directory(db, request, sliceOf(request));
      return toPage(
        found.list.map(({ org, meetingCount, courseCount }) => ({
          ...presentOrgPublic(org),
          meetingCount,
          courseCount,
        })),
        found.totalCount,
        request,
      );
    },

    async pageDevise(orgNo: string) {
      const org = await organizationRepository.findByOrgNo(db, orgNo);
      if (!org || org.isDisabled) throw notFound();
      return { orgNo: org.orgNo, pageComponent: JSON.stringify(org.pageComponent) };
    },

    async mine(user: TSessionUser): Promise<TOrg[]> {
      const rows = await membershipsOf(user);
      return rows.map(({ org, role }) => presentOrg(org, role));
    },

    async view(userId: number, orgId: number): Promise<TOrg> {
      const { org, role } = await authorize(db, userId, orgId, 'view');
      return presentOrg(org, role);
    },

    async update(userId: number, { orgId, ...changes }: { orgId: number } & Partial<TOrgRow>): Promise<TOrg> {
      const { role } = await authorize(db, userId, orgId, 'edit');
      const org = await organizationRepository.update(db, orgId, changes);
      return presentOrg(org!, role);
    },

    async page(userId: number, orgId: number): Promise<TPageComponent> {
      return (await authorize(db, userId, orgId, 'view')).org.pageComponent;
    },

    async savePage(userId: number, orgId: number, page: TPageSettings): Promise<TPageComponent> {
      await authorize(db, userId, orgId, 'edit');
      return organizationRepository.savePage(db, orgId, page);
    },

    /** The template gallery (/tpl): whoever may edit the site applies a layout to its home page. */
    async applyTemplate(userId: number, orgId: number, template: TOrgTemplate): Promise<TPageComponent> {
      await authorize(db, userId, orgId, 'edit');
      return organizationRepository.setTemplate(db, orgId, template);
    },

    async payConfig(userId: number, orgId: number): Promise<TPayConfig> {
      await authorize(db, userId, orgId, 'managePay');
      return presentPayConfig(await organizationRepository.payConfig(db, orgId), secrets);
    },

    async savePayConfig(userId: number, request: TPayConfigSaveRequest): Promise<TPayConfig> {
      const { orgId, alipayPrivateKey, wechatApiV3Key, wechatPrivateKey, ...plain } = request;
      await authorize(db, userId, orgId, 'managePay');
      const stored = await organizationRepository.payConfig(db, orgId);
      // An empty secret field means "keep what is stored": the browser never has the secret to send back.
      const sealOr = (value: string | undefined, current: string | undefined) =>
        value ? secrets.seal(value) : (current ?? '');
      const row = await organizationRepository.savePayConfig(db, {
        orgId,
        ...plain,
        alipayPrivateKeySealed: sealOr(alipayPrivateKey, stored?.alipayPrivateKeySealed),
        wechatApiV3KeySealed: sealOr(wechatApiV3Key, stored?.wechatApiV3KeySealed),
        wechatPrivateKeySealed: sealOr(wechatPrivateKey, stored?.wechatPrivateKeySealed),
      });
      return presentPayConfig(row, secrets);
    },

    async members(userId: number, orgId: number): Promise<TOrgMember[]> {
      await authorize(db, userId, orgId, 'view');
      return memberList(orgId);
    },

    async addMember(userId: number, orgId: number, mobile: string, role: TOrgRole): Promise<TOrgMember[]> {
      await db.transaction(async (tx) => {
        const { role: actor } = await authorize(tx, userId, orgId, 'manageMembers');
        assertCanAssign(actor, undefined, role);
        await organizationRepository.lockMembers(tx, orgId);
        const user = await users.findByMobile(mobile, tx);
        if (!user) throw invalid('user.notFound', 'mobile');
        if (await organizationRepository.membership(tx, orgId, user.id)) throw conflict('org.memberExists');
        if (user.userType !== UserType.ORDINARY) throw conflict('org.memberElsewhere');
        if (!(await organizationRepository.addMember(tx, orgId, user.id, role)))
          throw conflict('org.memberElsewhere');
        await users.setType(tx, user.id, UserType.INSTITUTION);
      });
      await users.sessionsChanged();
      return memberList(orgId);
    },

    async setRole(userId: number, orgId: number, memberId: number, role: TOrgRole): Promise<TOrgMember[]> {
      await db.transaction(async (tx) => {
        const { role: actor } = await authorize(tx, userId, orgId, 'manageMembers');
        await organizationRepository.lockMembers(tx, orgId);
        const current = await organizationRepository.membership(tx, orgId, memberId);
        if (!current) throw notFound();
        assertCanAssign(actor, current, role);
        if (
          current === 'owner' &&
          role !== 'owner' &&
          (await organizationRepository.ownerCount(tx, orgId)) <= 1
        ) {
          throw conflict('org.lastOwner');
        }
        await organizationRepository.setRole(tx, orgId, memberId, role);
      });
      return memberList(orgId);
    },

    async removeMember(userId: number, orgId: number, memberId: number): Promise<TOrgMember[]> {
      await db.transaction(async (tx) => {
        const { role: actor } = await authorize(tx, userId, orgId, 'manageMembers');
        await organizationRepository.lockMembers(tx, orgId);
        const current = await organizationRepository.membership(tx, orgId, memberId);
        if (!current) throw notFound();
        assertCanAssign(actor, current, 'member');
        if (current === 'owner' && (await organizationRepository.ownerCount(tx, orgId)) <= 1) {
          throw conflict('org.lastOwner');
        }
        await organizationRepository.removeMember(tx, orgId, memberId);
        await users.setType(tx, memberId, UserType.ORDINARY);
      });
      await users.sessionsChanged();
      return memberList(orgId);
    },
  };
};

export type TOrganizationService = ReturnType<typeof createOrganizationService>;
