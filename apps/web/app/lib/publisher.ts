import { UserType, type TUserExt } from '@huitang/contracts';

export const INSTITUTION_CENTRE = '/account/organization/info';
export const LECTURER_CENTRE = '/account/teacher';

/**
 * Where a publisher manages their work: the institution centre for type 3, the lecturer centre for
 * type 2, nothing for ordinary users. Meeting management (SPEC: account-organization-meetingmanagement)
 * takes this place once meetings exist.
 */
export const centrePathOf = (user: Pick<TUserExt, 'userType'>): string | undefined =>
  user.userType === UserType.INSTITUTION
    ? INSTITUTION_CENTRE
    : user.userType === UserType.LECTURER
      ? LECTURER_CENTRE
      : undefined;

/** SPEC "Site header": publishing and organisation management lead types 2 and 3 to meeting management. */
export const meetingManagementOf = (user: Pick<TUserExt, 'userType'>): string | undefined =>
  centrePathOf(user) ? '/account/organization/meetingmanagement' : undefined;
