import { z } from 'zod';
import { ZEmpty } from './envelope.ts';
import * as A from './admin.ts';
import * as M from './meeting.ts';
import * as O from './organization.ts';
import * as P from './meeting-programme.ts';
import * as D from './meeting-site.ts';
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
  '/user/auth/user/mobile/change': call(U.ZMobileChangeRequest, U.ZUserExt),
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
  '/user/auth/apply/lecturer': call(O.ZApplyLecturerRequest, O.ZApplication),
  '/user/auth/apply/organization': call(O.ZApplyOrganizationRequest, O.ZApplication),
  '/user/auth/apply/mine': call(ZEmpty, O.ZApplication.nullable()),
  '/user/api/org/info': call(O.ZOrgInfoRequest, O.ZOrgPublic),
  '/user/api/org/page/devise': call(O.ZPageDeviseRequest, O.ZPageDevise),
  '/user/auth/org/mine': call(ZEmpty, z.array(O.ZOrg)),
  '/user/auth/org/view': call(O.ZOrgIdRequest, O.ZOrg),
  '/user/auth/org/update': call(O.ZOrgUpdateRequest, O.ZOrg),
  '/user/auth/org/page/get': call(O.ZOrgIdRequest, O.ZPageComponent),
  '/user/auth/org/page/save': call(O.ZPageComponentSaveRequest, O.ZPageComponent),
  '/user/auth/org/pay/get': call(O.ZOrgIdRequest, O.ZPayConfig),
  '/user/auth/org/pay/save': call(O.ZPayConfigSaveRequest, O.ZPayConfig),
  '/user/auth/org/member/list': call(O.ZOrgIdRequest, z.array(O.ZOrgMember)),
  '/user/auth/org/member/add': call(O.ZOrgMemberAddRequest, z.array(O.ZOrgMember)),
  '/user/auth/org/member/role': call(O.ZOrgMemberRoleRequest, z.array(O.ZOrgMember)),
  '/user/auth/org/member/remove': call(O.ZOrgMemberRemoveRequest, z.array(O.ZOrgMember)),
  '/user/auth/lecturer/profile/get': call(ZEmpty, O.ZLecturerProfile.nullable()),
  '/user/auth/lecturer/profile/save': call(O.ZLecturerProfile, O.ZLecturerProfile),
  '/user/api/lecturer/list': call(O.ZLecturerListRequest, O.ZLecturerPage),
  '/user/api/lecturer/view': call(U.ZIdRequest, O.ZLecturerPublic),
  '/admin/auth/apply/list': call(A.ZAdminApplicationListRequest, A.ZAdminApplicationPage),
  '/admin/auth/apply/approve': call(U.ZIdRequest, z.null()),
  '/admin/auth/apply/reject': call(A.ZAdminRejectRequest, z.null()),
  '/admin/auth/org/list': call(A.ZAdminKeywordPageRequest, A.ZAdminOrgPage),
  '/admin/auth/org/disable': call(A.ZAdminToggleRequest, z.null()),
  '/admin/auth/user/list': call(A.ZAdminKeywordPageRequest, A.ZAdminUserPage),
  '/admin/auth/user/disable': call(A.ZAdminToggleRequest, z.null()),
  '/admin/auth/user/recommend': call(A.ZAdminToggleRequest, z.null()),
  '/admin/auth/website/get': call(ZEmpty, A.ZAdminWebInfo),
  '/admin/auth/website/save': call(A.ZAdminWebInfo, A.ZAdminWebInfo),
  '/admin/auth/site/list': call(A.ZSiteListRequest, z.array(A.ZSiteRow)),
  '/admin/auth/site/save': call(A.ZSiteSaveRequest, z.array(A.ZSiteRow)),
  '/admin/auth/site/delete': call(A.ZSiteDeleteRequest, z.array(A.ZSiteRow)),
  '/meeting/api/meeting/category/category/name/list': call(ZEmpty, z.array(M.ZMeetingCategory)),
  '/meeting/api/meeting/info/list': call(M.ZMeetingPublicListRequest, M.ZMeetingCardPage),
  '/meeting/api/meeting/info/view': call(M.ZMeetingViewRequest, M.ZMeetingPublic),
  '/meeting/auth/meeting/info/list': call(M.ZMeetingManageListRequest, M.ZMeetingPage),
  '/meeting/auth/meeting/info/save': call(M.ZMeetingSaveRequest, M.ZMeeting),
  '/meeting/auth/meeting/info/update': call(M.ZMeetingUpdateRequest, M.ZMeeting),
  '/meeting/auth/meeting/info/view': call(M.ZMeetingIdRequest, M.ZMeeting),
  '/meeting/auth/meeting/info/push': call(M.ZMeetingPushRequest, M.ZMeeting),
  '/meeting/auth/meeting/info/copy': call(M.ZMeetingIdRequest, M.ZMeeting),
  '/meeting/auth/meeting/info/delete': call(M.ZMeetingIdRequest, z.null()),
  '/meeting/api/meeting/programme': call(
    M.ZMeetingViewRequest,
    z.object({ meeting: M.ZMeetingPublic, programme: P.ZProgramme }),
  ),
  '/meeting/auth/meeting/date/list': call(P.ZMeetingIdQuery, z.array(P.ZMeetingDate)),
  '/meeting/auth/meeting/date/save': call(P.ZDateSave, z.array(P.ZMeetingDate)),
  '/meeting/auth/meeting/date/delete': call(P.ZChildIdRequest, z.array(P.ZMeetingDate)),
  '/meeting/auth/meeting/place/list': call(P.ZMeetingIdQuery, z.array(P.ZPlace)),
  '/meeting/auth/meeting/place/save': call(P.ZPlaceSave, z.array(P.ZPlace)),
  '/meeting/auth/meeting/place/sort': call(P.ZSortRequest, z.array(P.ZPlace)),
  '/meeting/auth/meeting/place/delete': call(P.ZChildIdRequest, z.array(P.ZPlace)),
  '/meeting/auth/meeting/guest/list': call(P.ZMeetingIdQuery, z.array(P.ZGuest)),
  '/meeting/auth/meeting/guest/save': call(P.ZGuestSave, z.array(P.ZGuest)),
  '/meeting/auth/meeting/guest/sort': call(P.ZSortRequest, z.array(P.ZGuest)),
  '/meeting/auth/meeting/guest/nameSort': call(P.ZMeetingIdQuery, z.array(P.ZGuest)),
  '/meeting/auth/meeting/guest/delete': call(P.ZChildIdRequest, z.array(P.ZGuest)),
  '/meeting/auth/meeting/notice/list': call(P.ZMeetingIdQuery, z.array(P.ZNotice)),
  '/meeting/auth/meeting/notice/save': call(P.ZNoticeSave, z.array(P.ZNotice)),
  '/meeting/auth/meeting/notice/delete': call(P.ZChildIdRequest, z.array(P.ZNotice)),
  '/meeting/auth/meeting/meetingAccessory/list': call(P.ZMeetingIdQuery, z.array(P.ZAccessory)),
  '/meeting/auth/meeting/meetingAccessory/save': call(P.ZAccessorySave, z.array(P.ZAccessory)),
  '/meeting/auth/meeting/meetingAccessory/sort': call(P.ZSortRequest, z.array(P.ZAccessory)),
  '/meeting/auth/meeting/meetingAccessory/delete': call(P.ZChildIdRequest, z.array(P.ZAccessory)),
  '/meeting/auth/meeting/session/list/meeting': call(P.ZMeetingIdQuery, z.array(P.ZSession)),
  '/meeting/auth/meeting/session/save': call(P.ZSessionSave, z.array(P.ZSession)),
  '/meeting/auth/meeting/session/delete': call(P.ZChildIdRequest, z.array(P.ZSession)),
  '/meeting/auth/meeting/session/schedule/save': call(P.ZScheduleItemSave, z.array(P.ZSession)),
  '/meeting/auth/meeting/session/schedule/delete': call(P.ZChildIdRequest, z.array(P.ZSession)),
  '/meeting/api/meeting/page/decor': call(M.ZMeetingViewRequest, D.ZMeetingPageDecor),
  '/meeting/api/meeting/menu/view': call(P.ZChildIdRequest, D.ZMenuPage),
  '/meeting/auth/meeting/adv/list': call(P.ZMeetingIdQuery, z.array(D.ZBanner)),
  '/meeting/auth/meeting/adv/save': call(D.ZBannerSave, z.array(D.ZBanner)),
  '/meeting/auth/meeting/adv/sort': call(P.ZSortRequest, z.array(D.ZBanner)),
  '/meeting/auth/meeting/adv/delete': call(P.ZChildIdRequest, z.array(D.ZBanner)),
  '/meeting/auth/meeting/menu/list': call(P.ZMeetingIdQuery, z.array(D.ZMenu)),
  '/meeting/auth/meeting/menu/save': call(D.ZMenuSave, z.array(D.ZMenu)),
  '/meeting/auth/meeting/menu/sort': call(P.ZSortRequest, z.array(D.ZMenu)),
  '/meeting/auth/meeting/menu/delete': call(P.ZChildIdRequest, z.array(D.ZMenu)),
  '/meeting/auth/meeting/music/list': call(P.ZMeetingIdQuery, z.array(D.ZMusic)),
  '/meeting/auth/meeting/music/save': call(D.ZMusicSave, z.array(D.ZMusic)),
  '/meeting/auth/meeting/music/delete': call(P.ZChildIdRequest, z.array(D.ZMusic)),
  '/meeting/auth/meeting/settings/get': call(P.ZMeetingIdQuery, D.ZMeetingSettings),
  '/meeting/auth/meeting/settings/save': call(D.ZMeetingSettingsSave, D.ZMeetingSettings),
} as const;

export type TCalls = typeof calls;
export type TCallPath = keyof TCalls;
/** What the caller sends (defaults may be omitted). */
export type TCallRequest<P extends TCallPath> = z.input<TCalls[P]['request']>;
/** What the caller gets back in `data`. */
export type TCallResponse<P extends TCallPath> = z.output<TCalls[P]['response']>;
export const isAuthPath = (path: string): boolean => path.includes('/auth/');
