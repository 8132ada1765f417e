import { coursePagePath, type TCourseKind } from '@huitang/contracts';

/** The public page of a course (shared with the server, which sends buyers back there). */
export const coursePath = coursePagePath;

/** The catalogue of a kind: SPEC /list and /library. */
export const catalogPath = (kind: TCourseKind) => (kind === 'library' ? '/library' : '/list');

/** A management page of a course (SPEC /account/vod|library add and period). */
export const manageCoursePath = (kind: TCourseKind, page: 'add' | 'period', id?: number) =>
  `/account/${kind}/${page}${id ? `?id=${id}` : ''}`;

/** The courses list of the centre, on one kind (SPEC /account/organization/vod). */
export const manageListPath = (kind: TCourseKind) =>
  kind === 'vod' ? '/account/organization/vod' : `/account/organization/vod?kind=${kind}`;

/** The kind a management or catalogue path is about: /account/library/…, /library/… are libraries. */
export const kindOfPath = (pathname: string): TCourseKind =>
  /^\/(account\/)?library(\/|$)/.test(pathname) ? 'library' : 'vod';

/** The kinds built so far; live courses and resources come with their slices. */
export const MANAGED_KINDS = ['vod', 'library'] as const satisfies TCourseKind[];
