import { Code, TOKEN_COOKIE, isAuthFailure, isMobileAgent, type TUserExt } from '@huitang/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { dataOf, listOf, serverApi } from '../api/server';
import { readCookie } from '../lib/session/cookies';
import { h5RedirectOf } from '../lib/format/mobile';
import type { TDevice } from '../lib/phone';
import type { TSite } from '../lib/use-site';
import { NOTICE_COOKIE } from '../lib/session/notice';
import { clearNoticeCookie, cookieHeaderOf, localeOfRequest, signOutOf } from './session.server';
import { stop } from '../lib/stop';

export const loadSite = async (request: Request, context: AppLoadContext) => {
  const api = serverApi(context);
  const cookieHeader = cookieHeaderOf(request);
  const locale = localeOfRequest(request);
  const signedIn = !!readCookie(cookieHeader, TOKEN_COOKIE);
  const [web, navBar, footerGroups, links, userReply, numReply] = await Promise.all([
    api.call('/system/api/website/get', {}),
    api.call('/system/api/nav/bar/list', { platShow: 1 }),
    api.call('/system/api/website/nav/list', {}),
    api.call('/system/api/website/link', {}),
    signedIn ? api.call('/user/auth/user/ext/view', {}) : undefined,
    signedIn ? api.call('/user/auth/msg/num', {}) : undefined,
  ]);
  const webInfo = dataOf(web);

  const url = new URL(request.url);
  const device: TDevice = isMobileAgent(request.headers.get('user-agent')) ? 'phone' : 'desktop';
  if (!url.pathname.includes('account') && device === 'phone') {
    const target = h5RedirectOf(webInfo.h5Domain, url);
    if (target) stop(redirect(target));
  }

  const headers = new Headers();
  let notice = readCookie(cookieHeader, NOTICE_COOKIE) || null;
  if (notice) headers.append('Set-Cookie', clearNoticeCookie());
  let user: TUserExt | null = null;
  if (userReply?.code === Code.OK) user = userReply.data;
  else if (userReply && isAuthFailure(userReply.code)) {
    // A refused token is dropped here; 304 is the one failure the visitor is told about (SPEC 8).
    const signOut = signOutOf(userReply, locale, context.cookieDomain);
    headers.append('Set-Cookie', signOut.clearCookie);
    notice ??= signOut.notice;
  }

  const site: TSite = {
    locale,
    web: webInfo,
    copyrightHtml: webInfo.copyright,
    navBar: listOf(navBar),
    footerGroups: listOf(footerGroups),
    links: listOf(links),
    user,
    msgNum: user && numReply?.code === Code.OK ? numReply.data.num : 0,
    notice,
    device,
  };
  return data(site, { headers });
};
