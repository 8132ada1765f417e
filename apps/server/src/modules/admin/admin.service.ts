import type { TAdminWebInfo, TSiteCollection, TSiteSaveRequest, TUserType } from '@huitang/contracts';
import { sessionRepository } from '../../platform/auth/session.repository.ts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { pageOffset, toPage } from '../../platform/http/page.ts';
import { presentOrgPublic } from '../organization/organization.presenter.ts';
import { systemRepository } from '../system/system.repository.ts';
import { userRepository } from '../user/user.repository.ts';
import { adminRepository } from './admin.repository.ts';
import { siteCollectionRepository } from './site-collections.repository.ts';

type TKeywordPage = { pageCurrent: number; pageSize: number; keyword?: string | undefined };

const cleanItem = (request: TSiteSaveRequest) =>
  request.collection === 'footerArticle'
    ? {
        ...request.item,
        content: sanitizeRichText(request.item.content),
        contentEn: sanitizeRichText(request.item.contentEn),
        updatedAt: new Date().toISOString(),
      }
    : request.item;

/** Platform administration; its routes are admin-only (admin.routes.ts). */
export const createAdminService = (db: TDb) => {
  const settingsChanged = () => systemRepository.notifySettingsChanged(db);

  return {
    async users(request: TKeywordPage) {
      const { list, totalCount } = await adminRepository.users(
        db,
        pageOffset(request),
        request.pageSize,
        request.keyword,
      );
      return toPage(
        list.map((user) => ({
          id: user.id,
          userNo: user.userNo,
          mobile: user.mobile,
          nickname: user.nickname,
          userType: user.userType as TUserType,
          isAdmin: user.isAdmin,
          isRecommended: user.isRecommended,
          isDisabled: user.isDisabled,
          gmtCreate: user.createdAt.toISOString(),
        })),
        totalCount,
        request,
      );
    },

    async setUserDisabled(actor: TSessionUser, id: number, disabled: boolean) {
      if (id === actor.userId) throw conflict('admin.self');
      await db.transaction(async (tx) => {
        if (!(await userRepository.update(tx, id, { isDisabled: disabled }))) throw notFound();
        if (disabled) await sessionRepository.endAllOfUser(tx, id, 'logout');
      });
    },

    async setUserRecommended(id: number, recommended: boolean) {
      if (!(await userRepository.update(db, id, { isRecommended: recommended }))) throw notFound();
    },

    async organizations(request: TKeywordPage) {
      const { list, totalCount } = await adminRepository.organizations(
        db,
        pageOffset(request),
        request.pageSize,
        request.keyword,
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

    async setOrgDisabled(id: number, disabled: boolean) {
      if (!(await adminRepository.setOrgDisabled(db, id, disabled))) throw notFound();
    },

    async website(): Promise<TAdminWebInfo> {
      const rows = await systemRepository.loadSettings(db);
      if (!rows.info) throw notFound();
      return { zh: rows.info.data, en: rows.info.dataEn };
    },

    async saveWebsite(settings: TAdminWebInfo): Promise<TAdminWebInfo> {
      const clean = (info: Partial<TAdminWebInfo['zh']>) =>
        info.copyright === undefined ? info : { ...info, copyright: sanitizeRichText(info.copyright) };
      await systemRepository.saveWebInfo(db, clean(settings.zh) as TAdminWebInfo['zh'], clean(settings.en));
      await settingsChanged();
      return this.website();
    },

    siteList: (collection: TSiteCollection) => siteCollectionRepository.list(db, collection),

    async siteSave(request: TSiteSaveRequest) {
      if (request.collection === 'footerArticle') {
        const groups = await siteCollectionRepository.list(db, 'footerGroup');
        if (!groups.some((group) => group.id === request.item.groupId))
          throw invalid('field.invalid', 'groupId');
      }
      const item = cleanItem(request) as Parameters<typeof siteCollectionRepository.save>[2];
      if (!(await siteCollectionRepository.save(db, request.collection, item))) throw notFound();
      await settingsChanged();
      return siteCollectionRepository.list(db, request.collection);
    },

    async siteDelete(collection: TSiteCollection, id: number) {
      if (!(await siteCollectionRepository.delete(db, collection, id))) throw notFound();
      await settingsChanged();
      return siteCollectionRepository.list(db, collection);
    },
  };
};

export type TAdminService = ReturnType<typeof createAdminService>;
