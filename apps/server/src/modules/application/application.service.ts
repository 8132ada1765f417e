import {
  ApplicationStatus,
  UserType,
  translate,
  type TApplication,
  type TApplicationKind,
  type TApplyLecturerRequest,
  type TApplyOrganizationRequest,
  type TLocale,
  type TPageComponent,
} from '@huitang/contracts';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import type { TLecturerService } from '../lecturer/lecturer.service.ts';
import type { TMessageService } from '../message/message.service.ts';
import type { TOrganizationService } from '../organization/organization.service.ts';
import type { TUserDirectory } from '../user/user-directory.service.ts';
import { applicationRepository, type TApplicationRow } from './application.repository.ts';
import { present } from './application.presenter.ts';

/** The applicant's inbox message about the verdict, in both languages. */
const verdictMessage = (kind: TApplicationKind, verdict: 'approved' | 'rejected', reason: string) => {
  const texts = (locale: TLocale) => {
    const kindName = translate(`application.kind.${kind}`, locale);
    return {
      title: translate(`application.${verdict}Title`, locale, { kind: kindName }),
      content: translate(`application.${verdict}Content`, locale, { kind: kindName, reason }),
    };
  };
  const [zh, en] = [texts('zh'), texts('en')];
  return { title: zh.title, content: zh.content, titleEn: en.title, contentEn: en.content };
};

/** A new institution's site starts from its application: its logo, every section shown. */
const initialPage = (logo: string): TPageComponent => ({
  orgLogo: logo,
  orgActiveLogo: logo,
  aboutUs: '',
  customerServiceInfo: '',
  copyright: '',
  QRcode: '',
  sections: { meeting: true, live: true, vod: true },
  template: 'classic',
});

export interface TApplicationDeps {
  messages: TMessageService;
  users: TUserDirectory;
  lecturers: TLecturerService;
  organizations: TOrganizationService;
}

export const createApplicationService = (
  db: TDb,
  { messages, users, lecturers, organizations }: TApplicationDeps,
) => {
  const submit = async (userId: number, kind: TApplicationKind, form: Record<string, string>) => {
    const user = await users.find(userId);
    if (!user) throw notFound();
    if (user.userType !== UserType.ORDINARY) throw conflict('apply.notAllowed');
    const row = await applicationRepository.insertPending(db, { userId, kind, form });
    if (!row) throw conflict('apply.pendingExists');
    return present(row);
  };

  const promote = async (tx: TDbOrTx, application: TApplicationRow) => {
    const form = application.form;
    if (application.kind === 'lecturer') {
      await lecturers.createProfile(tx, application.userId, {
        organization: '',
        name: form.name ?? '',
        position: form.position ?? '',
        headImgUrl: form.headImgUrl ?? '',
        introduction: form.introduction ?? '',
        email: form.email ?? '',
      });
      await users.setType(tx, application.userId, UserType.LECTURER);
      return;
    }
    await organizations.createWithOwner(
      tx,
      {
        orgName: form.orgName ?? '',
        shortName: form.shortName ?? '',
        logo: form.logo ?? '',
        licenseImg: form.licenseImg ?? '',
        contactName: form.contactName ?? '',
        contactMobile: form.contactMobile ?? '',
        address: form.address ?? '',
        introduction: form.introduction ?? '',
        pageComponent: initialPage(form.logo ?? ''),
      },
      application.userId,
    );
  };

  /** Locks the application and checks it is still open; the review happens under that lock. */
  const review = async (id: number, work: (tx: TDbOrTx, row: TApplicationRow) => Promise<void>) =>
    db.transaction(async (tx) => {
      const row = await applicationRepository.lock(tx, id);
      if (!row) throw notFound();
      if (row.status !== ApplicationStatus.PENDING) throw conflict('apply.alreadyAudited');
      await work(tx, row);
    });

  return {
    applyLecturer: (userId: number, form: TApplyLecturerRequest) => submit(userId, 'lecturer', form),
    applyOrganization: (userId: number, form: TApplyOrganizationRequest) =>
      submit(userId, 'organization', form),

    async mine(userId: number): Promise<TApplication | null> {
      const row = await applicationRepository.latestOfUser(db, userId);
      return row ? present(row) : null;
    },

    async list(request: { pageCurrent: number; pageSize: number; status?: number; kind?: string }) {
      const { list, totalCount } = await applicationRepository.page(db, request, sliceOf(request));
      return toPage(
        list.map((row) => ({
          ...present(row.application),
          userId: row.application.userId,
          userMobile: row.mobile,
          userNickname: row.nickname,
        })),
        totalCount,
        request,
      );
    },

    /** Approval promotes the user (type 2, or a new institution with them as owner) in one transaction. */
    async approve(reviewerId: number, id: number) {
      await review(id, async (tx, row) => {
        await promote(tx, row);
        await applicationRepository.audit(tx, id, ApplicationStatus.APPROVED, reviewerId);
        await messages.send(row.userId, verdictMessage(row.kind, 'approved', ''), tx);
      });
      // The user's new type is what their next call is checked against, on every process.
      await users.sessionsChanged();
    },

    reject: (reviewerId: number, id: number, reason: string) =>
      review(id, async (tx, row) => {
        await applicationRepository.audit(tx, id, ApplicationStatus.REJECTED, reviewerId, reason);
        await messages.send(row.userId, verdictMessage(row.kind, 'rejected', reason), tx);
      }),
  };
};

export type TApplicationService = ReturnType<typeof createApplicationService>;
