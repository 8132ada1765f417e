import { z } from 'zod';
import { ZId } from './fields.ts';
import {
  AGE_RANGE,
  MOBILE_PATTERN,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_REMARK_MAX,
  SMS_CODE_PATTERN,
} from './constants.ts';
import { ZPageRequest, pageOf } from './envelope.ts';

const requiredOr = (required: string, invalid: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === '' ? required : invalid,
});

export const ZMobile = z
  .string(requiredOr('mobile.required', 'mobile.invalid'))
  .trim()
  .min(1, 'mobile.required')
  // 11 digits; the length is also the form's input limit.
  .max(11, 'mobile.invalid')
  .regex(MOBILE_PATTERN, 'mobile.invalid');
export const ZSmsCode = z
  .string(requiredOr('code.required', 'code.invalid'))
  .trim()
  .min(1, 'code.required')
  .regex(SMS_CODE_PATTERN, 'code.invalid');
export const ZPassword = z
  .string(requiredOr('password.required', 'password.length'))
  .min(1, 'password.required')
  .min(PASSWORD_MIN, 'password.length')
  .max(PASSWORD_MAX, 'password.length');

export const ZSendCodeRequest = z.object({ mobile: ZMobile });
export type TSendCodeRequest = z.infer<typeof ZSendCodeRequest>;

export const ZRegisterRequest = z
  .object({
    mobile: ZMobile,
    code: ZSmsCode,
    password: ZPassword,
    repassword: z.string(requiredOr('password.required', 'password.mismatch')),
    referralCode: z.string().trim().max(32).optional(),
  })
  .refine((body) => body.password === body.repassword, {
    message: 'password.mismatch',
    path: ['repassword'],
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginPasswordRequest = z.object({
  mobile: ZMobile,
  password: z.string(requiredOr('password.required', 'login.wrong')).min(1, 'password.required').max(64),
});
export type TLoginPasswordRequest = z.infer<typeof ZLoginPasswordRequest>;

export const ZLoginCodeRequest = z.object({ mobile: ZMobile, code: ZSmsCode });
export type TLoginCodeRequest = z.infer<typeof ZLoginCodeRequest>;

export const ZUpdatePasswordRequest = z
  .object({
    mobile: ZMobile,
    code: ZSmsCode,
    newPassword: ZPassword,
    confirmPassword: z.string(requiredOr('password.required', 'password.mismatch')),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'password.mismatch',
    path: ['confirmPassword'],
  });
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;

export const ZLoginResponse = z.object({ userNo: z.string(), mobile: z.string(), token: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZUserType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const ZSex = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const ZUserExt = z.object({
  id: z.number().int(),
  userNo: z.string(),
  userType: ZUserType,
  mobile: z.string(),
  nickname: z.string(),
  sex: ZSex,
  age: z.number().int().nullable(),
  headImgUrl: z.string(),
  remark: z.string(),
  isRecommended: z.boolean(),
  isAdmin: z.boolean(),
  referralCode: z.string(),
});
export type TUserExt = z.infer<typeof ZUserExt>;

/** What an organiser may see of someone found by mobile: who they are on the site, nothing private. */
export const ZUserCard = ZUserExt.pick({ userNo: true, userType: true, nickname: true, headImgUrl: true });
export type TUserCard = z.infer<typeof ZUserCard>;

export const ZUserExtUpdateRequest = z.object({
  nickname: z.string().trim().min(1, 'field.required').max(NICKNAME_MAX, 'field.tooLong'),
  sex: ZSex,
  age: z.number().int().min(AGE_RANGE.min).max(AGE_RANGE.max).nullable(),
  headImgUrl: z
    .string()
    .trim()
    .max(500, 'field.tooLong')
    .refine((url) => url === '' || url.startsWith('/') || /^https?:\/\//.test(url), 'field.invalid'),
  remark: z.string().trim().max(PROFILE_REMARK_MAX, 'field.tooLong'),
});
export type TUserExtUpdateRequest = z.infer<typeof ZUserExtUpdateRequest>;

export const ZMsg = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  gmtCreate: z.string(),
});
export type TMsg = z.infer<typeof ZMsg>;
export const ZMsgListRequest = ZPageRequest.extend({ isRead: z.boolean().optional() });
export const ZMsgPage = pageOf(ZMsg);
export const ZIdRequest = z.object({ id: ZId });
export const ZMsgNum = z.object({ num: z.number().int() });

/** Changing the bound mobile: a code sent to the new number proves it, the password proves the person. */
export const ZMobileChangeRequest = z.object({
  newMobile: ZMobile,
  code: ZSmsCode,
  password: z.string(requiredOr('password.required', 'password.wrong')).min(1, 'password.required').max(64),
});
export type TMobileChangeRequest = z.infer<typeof ZMobileChangeRequest>;
