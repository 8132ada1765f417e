import type { data } from 'react-router';

type TDataResponse = ReturnType<typeof data>;

/**
 * Ends a loader with a redirect or an error status: React Router's control flow is a thrown
 * Response, which the lint rule against throwing non-Errors cannot know; this is the one place.
 */
export function stop(response: Response | TDataResponse): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router catches Responses by design
  throw response;
}
