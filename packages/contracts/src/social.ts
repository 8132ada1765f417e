import { z } from 'zod';
import { call } from './call.ts';
import { ZEmpty } from './envelope.ts';
import { ZLoginResponse, ZMobile, ZSmsCode } from './user.ts';

/**
 * Signing in with WeChat and binding it to an account (SPEC's social calls): the website app's QR
 * sign-in (`web`) and the official account's sign-in inside WeChat (`mp`).
 */
export const ZSocialAppKind = z.enum(['web', 'mp']);
export type TSocialAppKind = z.infer<typeof ZSocialAppKind>;

/** Which ways to WeChat are open on this site now (configured apps, or the local sandbox). */
export const ZSocialOptions = z.object({ web: z.boolean(), mp: z.boolean() });
export type TSocialOptions = z.infer<typeof ZSocialOptions>;

/** A path on this site to come back to: never another host (`//x`, `/\x`) nor a script. */
export const ZReturnPath = z
  .string()
  .trim()
  .max(500, 'field.tooLong')
  .refine((path) => /^\/(?![/\\])[^\s]*$/.test(path), 'field.invalid');

export const ZSocialUrlRequest = z.object({
  kind: ZSocialAppKind,
  /** login: signing in (or up); bind: the signed-in account adds its WeChat. */
  purpose: z.enum(['login', 'bind']),
  returnTo: ZReturnPath.default('/'),
});
export type TSocialUrlRequest = z.input<typeof ZSocialUrlRequest>;
export const ZSocialUrl = z.object({ url: z.string() });

/** The WeChat identity waiting for a mobile on /bind (first sign-in of an identity no account holds). */
export const ZSocialPending = z.object({
  nickname: z.string(),
  headImgUrl: z.string(),
  kind: ZSocialAppKind,
});
export type TSocialPending = z.infer<typeof ZSocialPending>;

export const ZSocialMobileBindingRequest = z.object({ mobile: ZMobile, code: ZSmsCode });
export const ZSocialLogin = ZLoginResponse.extend({
  /** A new account was made for the mobile (it had none). */
  created: z.boolean(),
  returnTo: z.string(),
});
export type TSocialLogin = z.infer<typeof ZSocialLogin>;

export const ZSocialBinding = z.object({
  bound: z.boolean(),
  nickname: z.string(),
  headImgUrl: z.string(),
  gmtBind: z.string().nullable(),
});
export type TSocialBinding = z.infer<typeof ZSocialBinding>;

const WECHAT_APP_ID = /^wx[0-9a-f]{16}$/;
const ZAppId = z
  .string()
  .trim()
  .refine((value) => value === '' || WECHAT_APP_ID.test(value), 'social.appIdInvalid');
const ZAppSecret = z
  .string()
  .trim()
  .refine((value) => value === '' || /^[0-9a-zA-Z]{32}$/.test(value), 'social.secretInvalid');

/** The platform's WeChat apps as the console shows them: secrets only as a hint. */
export const ZSocialSettings = z.object({
  webEnabled: z.boolean(),
  webAppId: z.string(),
  webSecretHint: z.string(),
  mpEnabled: z.boolean(),
  mpAppId: z.string(),
  mpSecretHint: z.string(),
  /** The local sandbox stands in for an app that is not enabled. */
  sandbox: z.boolean(),
});
export type TSocialSettings = z.infer<typeof ZSocialSettings>;

/** An empty secret keeps the stored one; an enabled app needs its AppID (and a secret, checked on save). */
export const ZSocialSettingsSave = z
  .object({
    webEnabled: z.boolean(),
    webAppId: ZAppId,
    webSecret: ZAppSecret.default(''),
    mpEnabled: z.boolean(),
    mpAppId: ZAppId,
    mpSecret: ZAppSecret.default(''),
  })
  .refine((body) => !body.webEnabled || body.webAppId !== '', {
    message: 'social.appIdInvalid',
    path: ['webAppId'],
  })
  .refine((body) => !body.mpEnabled || body.mpAppId !== '', {
    message: 'social.appIdInvalid',
    path: ['mpAppId'],
  });
export type TSocialSettingsSave = z.input<typeof ZSocialSettingsSave>;

/** The sandbox consent page's answer: allow as the named sandbox WeChat user, or refuse. */
export const ZWechatSandboxConsent = z.object({
  appid: z.string().max(32),
  redirectUri: z.string().max(1000),
  state: z.string().max(128),
  nickname: z.string().trim().min(1, 'field.required').max(32, 'field.tooLong'),
  allow: z.boolean(),
  /** The profile the person shows from now on, when they changed it on WeChat (sandbox only). */
  profileNickname: z.string().trim().max(32, 'field.tooLong').optional(),
  profileAvatar: z
    .string()
    .trim()
    .max(500, 'field.tooLong')
    .refine((url) => url === '' || /^https:\/\/[^\s]+$/.test(url), 'field.invalid')
    .optional(),
});

export const socialCalls = {
  '/user/api/user/social/options': call(ZEmpty, ZSocialOptions),
  '/user/api/user/social/get/url': call(ZSocialUrlRequest, ZSocialUrl),
  '/user/api/user/social/pending': call(ZEmpty, ZSocialPending),
  '/user/api/user/social/mobile/binding': call(ZSocialMobileBindingRequest, ZSocialLogin),
  '/user/auth/user/social/is/binding': call(ZEmpty, ZSocialBinding),
  '/user/auth/user/social/unbind': call(ZEmpty, z.null()),
  '/admin/auth/social/get': call(ZEmpty, ZSocialSettings),
  '/admin/auth/social/save': call(ZSocialSettingsSave, ZSocialSettings),
  '/user/api/social/sandbox/consent': call(ZWechatSandboxConsent, ZSocialUrl),
} as const;
