import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import { forbidden } from '../../platform/http/errors.ts';

/*
 * Who may do what with exam sittings and classes (decisions 030, 031). Whether the caller manages a
 * class's owning content is the organisation's ownership rule; these decide the rest.
 */

/** An attempt is seen and answered by the person sitting it only. */
export const assertSitter = (user: TSessionUser, attempt: { userId: number }) => {
  if (attempt.userId !== user.userId) throw forbidden();
};

/** Who may do what with a class: its owner everything; a class admin keeps the students and reads results. */
export type TClassNeed = 'owner' | 'keeper';

/** For one who does not manage the class: a class admin passes where keeping the class is enough. */
export const assertClassKeeper = (need: TClassNeed, role: string | undefined) => {
  if (need !== 'keeper' || role !== 'admin') throw forbidden();
};

/** A class admin removes students; only the owner removes another admin. */
export const assertMayRemoveMember = (memberRole: string | undefined, callerOwns: boolean) => {
  if (memberRole === 'admin' && !callerOwns) throw forbidden();
};

/** A class's results for one student are asked by its students only. */
export const assertStudent = (role: string | undefined) => {
  if (role !== 'student') throw forbidden();
};
