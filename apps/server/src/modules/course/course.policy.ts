import type { TOrgRole } from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { forbidden } from '../../platform/http/errors.ts';

/*
 * Who may do what with courses and their material (decisions 025-029): a video, document or file in
 * a library is its uploader's alone; a course is run by those its access says manage it; money is
 * taken out by the earner, or for an institution by its owner or an admin.
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
