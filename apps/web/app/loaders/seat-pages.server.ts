import { Code } from '@huitang/contracts';
import type { AppLoadContext } from 'react-router';
import { serverApi } from '../api/server';
import { authedDataOf, requireUser } from './session.server';
import { meetingIdOf } from './meeting-id.server';

/**
 * What the organiser's seat pages (/seat, /seat/big, /seat/previewSeat, the console's seat page)
 * load: the meeting, its current map (or the one in ?mapId=), null when it has none yet, and the
 * registration types the zones are coloured by. Another institution's meeting refuses the page.
 */
export const loadSeatPage = async (request: Request, context: AppLoadContext) => {
  await requireUser(request, context);
  const meetingId = meetingIdOf(request);
  const mapId = Number(new URL(request.url).searchParams.get('mapId')) || undefined;
  const api = serverApi(context);
  const [meeting, map, settings] = await Promise.all([
    api.call('/meeting/auth/meeting/info/view', { id: meetingId }),
    api.call('/meeting/auth/meeting/seat/map/view', { meetingId, mapId }),
    api.call('/meeting/auth/meeting/enroll/get', { meetingId, hotels: false }),
  ]);
  const info = authedDataOf(meeting, request, context);
  return {
    meetingId,
    meetingName: info.meetingName,
    meetingNameEn: info.meetingNameEn,
    map: map.code === Code.CONFLICT ? null : authedDataOf(map, request, context),
    types: authedDataOf(settings, request, context).types.map((type) => ({
      id: type.id,
      name: type.name,
      nameEn: type.nameEn,
    })),
  };
};
export type TSeatPageData = Awaited<ReturnType<typeof loadSeatPage>>;

/** The seat page and who has no seat on its map yet (the editor's side list, /seat/sidebar). */
export const loadSeatPageWithUnseated = async (request: Request, context: AppLoadContext) => {
  const page = await loadSeatPage(request, context);
  const unseated = page.map
    ? authedDataOf(
        await serverApi(context).call('/meeting/auth/meeting/user/seat/info/get-not-userInfo', {
          meetingId: page.meetingId,
        }),
        request,
        context,
      )
    : [];
  return { ...page, unseated };
};
