import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { TOwnership } from '../../organization/ownership.service.ts';
import { courseRepository, type TCourseRow } from '../course.repository.ts';
import { studyRepository } from '../study/study.repository.ts';

export interface TCourseAccess {
  course: TCourseRow;
  /** The caller runs the course: they see it before it is listed and study all of it. */
  canManage: boolean;
  /** The caller may study every period: enrolled (free or bought), or its manager. */
  enrolled: boolean;
}

/**
 * Who may see and study a course: anyone once it is listed, its managers and the platform's
 * reviewers always; every period for its students, managers and reviewers, trial periods for everyone.
 */
export const createCourseAccess = (db: TDb, ownership: TOwnership) => ({
  async of(caller: TSessionUser | null, courseId: number): Promise<TCourseAccess> {
    const course = await courseRepository.find(db, courseId);
    if (!course) throw notFound();
    const canManage = await ownership.manages(caller, course);
    // The platform's reviewers see and play a course before it is listed, to decide on it.
    const reviewer = caller?.isAdmin === true;
    if (course.status !== 'listed' && !canManage && !reviewer) throw notFound('course.notListed');
    const enrolled =
      canManage ||
      reviewer ||
      (caller !== null && !!(await studyRepository.enrolment(db, courseId, caller.userId)));
    return { course, canManage, enrolled };
  },
});
export type TCourseAccessService = ReturnType<typeof createCourseAccess>;
