import { Code, type TOrgRole } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';

/*
 * Who may do what with courses and their material (decisions 025-029): a video, document or file in
 * a library is its uploader's alone; a course is run by those its access says manage it; money is
 * taken out by the earner, or for an institution by its owner or an admin. A period is played, read
 * or done by the course's students and those who run it, or by anyone when it is a trial; the files
 * behind it only under a grant the server signed.
 */

/** A library item (video, document, file) is used and changed by its uploader only. */
export const assertItemOwner = (user: TSessionUser, item: { ownerId: number }) => {
  if (item.ownerId !== user.userId) throw forbidden();
};

/** What the course's access answered: only those who run the course pass. */
export const assertManages = (access: { canManage: boolean }) => {
  if (!access.canManage) throw forbidden();
};

/** An institution's earnings are its owner's and admins' business. */
export const assertOrgEarner = (role: TOrgRole | undefined) => {
  if (role !== 'owner' && role !== 'admin') throw forbidden();
};

/** A lecturer's own course is refunded by that lecturer (an institution's by its earners, asked before). */
export const assertOwnCourseSeller = (
  user: TSessionUser,
  course: { orgId: number | null; creatorId: number },
) => {
  if (course.orgId === null && course.creatorId !== user.userId) throw forbidden();
};

/** A period past the trial ones is for those enrolled (its students, and those who run the course). */
export const assertMayStudy = (period: { isFree: boolean }, enrolled: boolean) => {
  if (!period.isFree && !enrolled) throw new AppError(Code.FORBIDDEN, 'course.mustBuy');
};

/** How many of a document's pages the caller may read: all of a trial period or a course they study, else the free ones. */
export const readablePagesOf = (
  period: { isFree: boolean; previewPages: number },
  pageCount: number,
  enrolled: boolean,
) => (period.isFree || enrolled ? pageCount : Math.min(period.previewPages, pageCount));

/** A document period with no page the caller may read is bought first. */
export const assertReadsSomePages = (readablePages: number) => {
  if (readablePages === 0) throw new AppError(Code.FORBIDDEN, 'course.mustBuy');
};

/** A library file (video segment, document, resource) is sent only under a grant the server signed. */
export function assertGranted<T>(found: T | undefined): asserts found is T {
  if (found === undefined) throw forbidden();
}
