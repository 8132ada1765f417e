import { Code } from '@huitang/contracts';
import type { AppLoadContext } from 'react-router';
import { dataOf, serverApi } from '../api/server';
import { isPreviewRequest, meetingIdOf } from './meeting-id.server';
import { idOrUndefined } from '../lib/route-id';

const noDecor = {
  banners: [],
  menus: [],
  share: { title: '', desc: '', image: '', url: '' },
  bottomText: { isUse: false, content: '' },
  music: null,
  externalLinks: [],
};

/**
 * A meeting's public page data (in the visitor's language): listed meetings for everyone, an
 * unlisted one only as its organiser's preview; anything else is the 404 page (code 777). With
 * ?menu= it carries that menu's own page.
 */
export const loadProgramme = async (request: Request, context: AppLoadContext, param?: string) => {
  const api = serverApi(context);
  const id = meetingIdOf(request, param);
  const preview = isPreviewRequest(request);
  const menuId = idOrUndefined(new URL(request.url).searchParams.get('menu')) ?? 0;
  const view = { id, ...(preview ? { preview } : {}) };
  const [programmeReply, decorReply, menuReply] = await Promise.all([
    api.call('/meeting/api/meeting/programme', view),
    api.call('/meeting/api/meeting/page/decor', view),
    menuId > 0 ? api.call('/meeting/api/meeting/menu/view', { id: menuId }) : undefined,
  ]);
  const { meeting, programme } = dataOf(programmeReply);
  const menuPage = menuReply ? dataOf(menuReply) : null;
  // Rich texts arrive sanitised: the server applies the one policy when they are saved.
  return {
    meeting,
    programme,
    decor: decorReply.code === Code.OK ? decorReply.data : noDecor,
    menuPage,
  };
};

export type TProgrammePage = Awaited<ReturnType<typeof loadProgramme>>;
