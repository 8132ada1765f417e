import type { AppLoadContext } from 'react-router';
import { dataOf, serverApi } from '../../api/server';
import { sanitizeRichText } from '../../lib/sanitize.server';
import { isPreviewRequest, meetingIdOf } from './meeting-id.server';

/**
 * A meeting's public page data (in the visitor's language): listed meetings for everyone, an
 * unlisted one only as its organiser's preview; anything else is the 404 page (code 777).
 */
export const loadProgramme = async (request: Request, context: AppLoadContext, param?: string) => {
  const id = meetingIdOf(request, param);
  const preview = isPreviewRequest(request);
  const { meeting, programme } = dataOf(
    await serverApi(context).call('/meeting/api/meeting/programme', { id, ...(preview ? { preview } : {}) }),
  );
  return {
    meeting: { ...meeting, introduction: sanitizeRichText(meeting.introduction) },
    programme: {
      ...programme,
      notices: programme.notices.map((notice) => ({ ...notice, content: sanitizeRichText(notice.content) })),
    },
  };
};
