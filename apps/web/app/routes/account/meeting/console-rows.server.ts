import type { TCallPath, TCallRequest, TCallResponse } from '@huitang/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../../api/server';
import { authedDataOf } from '../../../loaders/session.server';
import { meetingIdOf } from '../../../loaders/meeting-id.server';

/** The organiser's calls that take nothing but the meeting's id (its rows, its settings). */
type TRowsPath = {
  [P in TCallPath]: TCallRequest<P> extends { meetingId: unknown }
    ? { meetingId: number } extends TCallRequest<P>
      ? P
      : never
    : never;
}[TCallPath];

/**
 * A console page's rows of the meeting in ?id= (306 refuses the page, 777 is the 404 page); a
 * paged or filtered list takes the rest of its request in `more`.
 */
export const loadRows = async <P extends TRowsPath>(
  request: Request,
  context: AppLoadContext,
  path: P,
  more?: Omit<TCallRequest<P>, 'meetingId'>,
): Promise<TCallResponse<P>> => {
  const body = { ...more, meetingId: meetingIdOf(request) } as TCallRequest<P>;
  const reply = await serverApi(context).call(path, body);
  return authedDataOf(reply, request, context);
};
