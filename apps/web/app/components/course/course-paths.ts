import { coursePagePath, type TCourseKind } from '@huitang/contracts';

/** The public page of a course (shared with the server, which sends buyers back there). */
export const coursePath = coursePagePath;

/** A management page of a course (SPEC /account/vod|library add and period). */
export const manageCoursePath = (kind: TCourseKind, page: 'add' | 'period', id?: number) =>
  `/account/${kind}/${page}${id ? `?id=${id}` : ''}`;

/** The courses list of the centre, on one kind (SPEC /account/organization/vod, live and resource). */
export const manageListPath = (kind: TCourseKind) =>
  kind === 'library' ? '/account/organization/vod?kind=library' : `/account/organization/${kind}`;

/**
 * The kind a management or catalogue path is about: /account/library/…, /library/… are libraries;
 * /account/live/…, /live/… and /account/organization/live are live courses, and likewise resources.
 */
export const kindOfPath = (pathname: string): TCourseKind => {
  // A loader run for a client-side navigation sees the data request's path, '/live.data'.
  const path = pathname.replace(/\.data$/, '');
  return /^\/(account\/)?library(\/|$)/.test(path)
    ? 'library'
    : /^\/(account\/(organization\/)?)?live(\/|$)/.test(path)
      ? 'live'
      : /^\/(account\/(organization\/)?)?resource(\/|$)/.test(path)
        ? 'resource'
        : 'vod';
};

/** The kinds in the centre's tabs, in their order. */
export const MANAGED_KINDS = ['vod', 'live', 'library', 'resource'] as const satisfies TCourseKind[];

/**
 * A course's page as its students will see it, for its owner and the platform's reviewers before it is
 * listed (SPEC /preview/course|library|live|resource/:id): the course page under a preview banner.
 */
export const previewPath = (kind: TCourseKind, id: number) =>
  `/preview/${kind === 'vod' ? 'course' : kind}/${id}`;
