import { coursePagePath, type TCourseKind } from '@huitang/contracts';

/** The public page of a course (shared with the server, which sends buyers back there). */
export const coursePath = coursePagePath;

/** The catalogue of a kind: SPEC /list, /library and /live. */
export const catalogPath = (kind: TCourseKind) =>
  kind === 'library' ? '/library' : kind === 'live' ? '/live' : '/list';

/** A management page of a course (SPEC /account/vod|library add and period). */
export const manageCoursePath = (kind: TCourseKind, page: 'add' | 'period', id?: number) =>
  `/account/${kind}/${page}${id ? `?id=${id}` : ''}`;

/** The courses list of the centre, on one kind (SPEC /account/organization/vod and live). */
export const manageListPath = (kind: TCourseKind) =>
  kind === 'vod' || kind === 'live'
    ? `/account/organization/${kind}`
    : `/account/organization/vod?kind=${kind}`;

/**
 * The kind a management or catalogue path is about: /account/library/…, /library/… are libraries;
 * /account/live/…, /live/… and /account/organization/live are live courses.
 */
export const kindOfPath = (pathname: string): TCourseKind => {
  // A loader run for a client-side navigation sees the data request's path, '/live.data'.
  const path = pathname.replace(/\.data$/, '');
  return /^\/(account\/)?library(\/|$)/.test(path)
    ? 'library'
    : /^\/(account\/(organization\/)?)?live(\/|$)/.test(path)
      ? 'live'
      : 'vod';
};

/** The kinds built so far; resources come with their slice. */
export const MANAGED_KINDS = ['vod', 'live', 'library'] as const satisfies TCourseKind[];
