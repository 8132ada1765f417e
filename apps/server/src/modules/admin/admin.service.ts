import type { TAdminWebInfo, TSiteCollection, TSiteSaveRequest } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import type { TOrganizationService } from '../organization/organization.service.ts';
import type { TSystemService } from '../system/system.service.ts';
import type { TUserDirectory } from '../user/user-directory.service.ts';
import { siteCollectionRepository } from './site-collections.repository.ts';

type TKeywordPage = { pageCurrent: number; pageSize: number; keyword?: string | undefined };

export interface TAdminDeps {
  users: TUserDirectory;
  organizations: TOrganizationService;
  system: TSystemService;
  /** Announces that any listed meeting may have changed (an institution's meetings leave or return). */
  meetingsChanged: () => Promise<void>;
}

/** Platform administration; its routes are admin-only (admin.routes.ts). */
export const createAdminService = (
  db: TDb,
  { users, organizations, system, meetingsChanged }: TAdminDeps,
) => {
  const settingsChanged = () => system.announceChange();

  return {
    users: (request: TKeywordPage) => users.page(request),
    setUserDisabled: (actor: TSessionUser, id: number, disabled: boolean) =>
      users.setDisabled(actor, id, disabled),
    setUserRecommended: (id: number, recommended: boolean) => users.setRecommended(id, recommended),
    organizations: (request: TKeywordPage) => organizations.adminPage(request),
    async setOrgDisabled(id: number, disabled: boolean) {
      await organizations.setDisabled(id, disabled);
      // Its meetings leave or return to every list and page at once, not when a cached view expires.
      await meetingsChanged();
    },

    website: (): Promise<TAdminWebInfo> => system.storedWebInfo(),

    async saveWebsite(settings: TAdminWebInfo): Promise<TAdminWebInfo> {
      const clean = (info: Partial<TAdminWebInfo['zh']>) =>
        info.copyright === undefined ? info : { ...info, copyright: sanitizeRichText(info.copyright) };
      await system.saveWebInfo(clean(settings.zh) as TAdminWebInfo['zh'], clean(settings.en));
      return system.storedWebInfo();
    },

    siteList: (collection: TSiteCollection) => siteCollectionRepository.list(db, collection),

    async siteSave(request: TSiteSaveRequest) {
      if (request.collection === 'footerArticle') {
        const groups = await siteCollectionRepository.list(db, 'footerGroup');
        if (!groups.some((group) => group.id === request.item.groupId))
          throw invalid('field.invalid', 'groupId');
      }
      // Rich text (a footer article's) came cleaned by its schema.
      const item = request.item as Parameters<typeof siteCollectionRepository.save>[2];
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
