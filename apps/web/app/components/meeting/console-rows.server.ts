import type { TCallPath, TCallRequest, TCallResponse } from '@huitang/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../../api/server';
import { authedDataOf } from '../../lib/session.server';
import { meetingIdOf } from './meeting-id.server';

/** The organiser's calls that list one kind of a meeting's rows by its id. */
type TRowsPath = {
  [P in TCallPath]: TCallRequest<P> extends { meetingId: unknown }
    ? P extends `${string}/list${string}`
      ? P
      : never
    : never;
}[TCallPath];

/** A console page's rows of the meeting in ?id= (306 refuses the page, 777 is the 404 page). */
export const loadRows = async <P extends TRowsPath>(
  request: Request,
  context: AppLoadContext,
  path: P,
): Promise<TCallResponse<P>> => {
  const reply = await serverApi(context).call(path, { meetingId: meetingIdOf(request) } as TCallRequest<P>);
  return authedDataOf(reply, request, context);
};
