import { UserType } from '@huitang/contracts';
import { forbidden } from '../../platform/http/errors.ts';

/** A lecturer's own profile is read and written by lecturers only (others are approved first). */
export const assertLecturer = (userType: number) => {
  if (userType !== UserType.LECTURER) throw forbidden();
};
