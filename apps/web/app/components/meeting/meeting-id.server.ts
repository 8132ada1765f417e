import { data } from 'react-router';
import { stop } from '../../lib/stop';

/** The meeting a page is about: `:id` or `?id=` (SPEC 2); anything else is the 404 page. */
export const meetingIdOf = (request: Request, param?: string): number => {
  const raw = param ?? new URL(request.url).searchParams.get('id') ?? '';
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) stop(data(null, { status: 404 }));
  return id;
};

export const isPreviewRequest = (request: Request): boolean =>
  new URL(request.url).searchParams.get('preview') === 'true';
