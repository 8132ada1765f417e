import { routeId } from '../lib/route-id';
import { isPreviewSearch } from '../components/meeting/programme/programme-shell';

/** The meeting a page is about: `:id` or `?id=` (SPEC 2); anything else is the 404 page. */
export const meetingIdOf = (request: Request, param?: string): number => {
  return routeId(param ?? new URL(request.url).searchParams.get('id'));
};

export const isPreviewRequest = (request: Request): boolean =>
  isPreviewSearch(new URL(request.url).searchParams);
