import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import type { TOwnership } from '../../organization/ownership.service.ts';
import { assertReadsSomePages, readablePagesOf } from '../course.policy.ts';
import { courseRepository, type TCourseRow } from '../course.repository.ts';
import type { TDocumentService } from '../document/document.service.ts';
import { studies } from '../study/study.service.ts';

export interface TCourseAccess {
  course: TCourseRow;
  /** The caller runs the course: they see it before it is listed and study all of it. */
  canManage: boolean;
  /** The caller may study every period: enrolled (free, bought, or as a VIP member while it lasts), or its manager. */
  enrolled: boolean;
  /** The caller is a VIP member now. */
  vipActive: boolean;
}

/** Whether a person's VIP membership lasts now. */
export type TIsVipMember = (userId: number) => Promise<boolean>;

/**
 * Who may see and study a course: anyone once it is listed, its managers and the platform's
 * reviewers always; every period for its students, managers and reviewers, trial periods for everyone,
 * and a document's free first pages for everyone.
 */
export const createCourseAccess = (
  db: TDb,
  ownership: TOwnership,
  documents: TDocumentService,
  isVipMember: TIsVipMember,
) => {
  const of = async (caller: TSessionUser | null, courseId: number): Promise<TCourseAccess> => {
    const course = await courseRepository.find(db, courseId);
    if (!course) throw notFound();
    const canManage = await ownership.manages(caller, course);
    // The platform's reviewers see and play a course before it is listed, to decide on it.
    const reviewer = caller?.isAdmin === true;
    if (course.status !== 'listed' && !canManage && !reviewer) throw notFound('course.notListed');
    const [enrolment, vipActive] = caller
      ? await Promise.all([studies.enrolment(db, courseId, caller.userId), isVipMember(caller.userId)])
      : [undefined, false];
    // A member's enrolment in a course of the plan counts while the membership lasts.
    const learns = !!enrolment && (enrolment.source !== 'vip' || (vipActive && course.vipFree));
    return { course, canManage, enrolled: canManage || reviewer || learns, vipActive };
  };

  return {
    of,

    /** A document period and how many of its pages the caller may read (306 when none, 602 without a document). */
    async toRead(caller: TSessionUser | null, periodId: number) {
      const period = await courseRepository.period(db, periodId);
      if (!period) throw notFound();
      const { enrolled } = await of(caller, period.courseId);
      const [document] = period.documentId ? await documents.findMany([period.documentId]) : [];
      if (period.kind !== 'document' || !document) throw conflict('course.notReadable');
      const readablePages = readablePagesOf(period, document.pageCount, enrolled);
      assertReadsSomePages(readablePages);
      return { period, document, enrolled, readablePages };
    },
  };
};
export type TCourseAccessService = ReturnType<typeof createCourseAccess>;
