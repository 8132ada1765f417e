import { z } from 'zod';
import { ZEmpty } from './envelope.ts';
import * as S from './system.ts';
import * as U from './user.ts';

/**
 * Every call of the API: its path under /apis, request and response schemas. The server registers
 * routes from this table and the web's typed client is typed by it, so both sides share one truth.
 */
const call = <Req extends z.ZodType, Res extends z.ZodType>(request: Req, response: Res) => ({
  request,
  response,
});

export const calls = {
  '/user/api/user/send/code': call(U.ZSendCodeRequest, z.null()),
  '/user/api/user/register': call(U.ZRegisterRequest, U.ZLoginResponse),
  '/user/api/user/login/password': call(U.ZLoginPasswordRequest, U.ZLoginResponse),
  '/user/api/user/login/code': call(U.ZLoginCodeRequest, U.ZLoginResponse),
  '/user/api/user/update/password': call(U.ZUpdatePasswordRequest, z.null()),
  '/user/auth/user/ext/view': call(ZEmpty, U.ZUserExt),
  '/user/auth/user/ext/update': call(U.ZUserExtUpdateRequest, U.ZUserExt),
  '/user/auth/user/logout': call(ZEmpty, z.null()),
  '/user/auth/msg/list': call(U.ZMsgListRequest, U.ZMsgPage),
  '/user/auth/msg/read': call(U.ZIdRequest, z.null()),
  '/user/auth/msg/read/all': call(ZEmpty, z.null()),
  '/user/auth/msg/num': call(ZEmpty, U.ZMsgNum),
  '/system/api/website/get': call(ZEmpty, S.ZWebInfo),
  '/system/api/nav/bar/list': call(S.ZNavBarListRequest, z.array(S.ZNavBar)),
  '/system/api/website/nav/list': call(ZEmpty, z.array(S.ZFooterNavGroup)),
  '/system/api/website/nav/article/get': call(S.ZNavArticleRequest, S.ZNavArticle),
  '/system/api/website/link': call(ZEmpty, z.array(S.ZFriendLink)),
  '/system/api/adv/list': call(S.ZAdvListRequest, z.array(S.ZAdv)),
  '/system/api/zone/list': call(ZEmpty, z.array(S.ZZone)),
  '/system/api/vip/set/list': call(ZEmpty, z.array(S.ZVipSet)),
  '/system/api/region/province': call(ZEmpty, z.array(S.ZProvince)),
  '/system/api/website/referral/code': call(S.ZReferralCodeRequest, S.ZReferralCodeResponse),
  '/system/upload/api/get': call(S.ZUploadGetRequest, S.ZUploadTarget),
  '/system/upload/api/update/sign': call(S.ZUploadSignRequest, S.ZUploadTarget),
} as const;

export type TCalls = typeof calls;
export type TCallPath = keyof TCalls;
/** What the caller sends (defaults may be omitted). */
export type TCallRequest<P extends TCallPath> = z.input<TCalls[P]['request']>;
/** What the caller gets back in `data`. */
export type TCallResponse<P extends TCallPath> = z.output<TCalls[P]['response']>;
export const isAuthPath = (path: string): boolean => path.includes('/auth/');
