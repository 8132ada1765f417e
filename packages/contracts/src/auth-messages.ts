import type { TLocale } from './constants.ts';

/**
 * Texts of signing in and of the account (mobile, code, password, session), in zh and en. A table
 * of its own, beside the other tables `messages` gathers, so the web's base texts can reuse some of
 * them without shipping every message of the platform to every page.
 */
export const authMessages = {
  'mobile.required': { zh: '请输入手机号码', en: 'Please enter mobile number' },
  'mobile.invalid': { zh: '请输入正确的手机号码', en: 'Please enter the correct mobile phone number' },
  'code.required': { zh: '请输入验证码', en: 'Please enter the verification code' },
  'code.invalid': { zh: '验证码不正确或已过期', en: 'The verification code is wrong or has expired' },
  'code.tooOften': {
    zh: '验证码发送过于频繁，请{seconds}秒后再试',
    en: 'Codes are sent too often, please retry in {seconds} seconds',
  },
  'code.dailyLimit': {
    zh: '今日验证码发送次数已达上限，请明天再试',
    en: 'Daily limit of verification codes reached, please retry tomorrow',
  },
  'code.sent': { zh: '验证码发送成功', en: 'Verification code sent' },
  'password.required': { zh: '请输入密码', en: 'Please enter the password' },
  'password.length': { zh: '密码长度为6到32个字符', en: 'The password must be 6 to 32 characters' },
  'password.mismatch': { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  'login.wrong': { zh: '账号或者密码不正确', en: 'Incorrect account or password' },
  'login.locked': {
    zh: '密码错误次数过多，请{minutes}分钟后再试',
    en: 'Too many wrong passwords, please retry in {minutes} minutes',
  },
  'login.disabled': { zh: '该账号已被禁用', en: 'This account has been disabled' },
  'register.exists': {
    zh: '该手机号已注册，请直接登录',
    en: 'This mobile number is already registered, please log in',
  },
  'register.ok': { zh: '注册成功', en: 'Registered successfully' },
  'password.wrong': { zh: '密码不正确', en: 'The password is not correct' },
  'mobile.same': { zh: '新手机号与当前绑定的手机号相同', en: 'The new number is the one already bound' },
  'mobile.taken': { zh: '该手机号已被其他账号使用', en: 'This mobile number is used by another account' },
  'mobile.changed': { zh: '手机号修改成功', en: 'Mobile number changed' },
  'user.notFound': { zh: '该手机号尚未注册', en: 'This mobile number is not registered' },
  'password.updated': { zh: '密码修改成功，请重新登录', en: 'Password changed, please log in again' },
  'social.off': { zh: '微信登录未开启', en: 'Sign-in with WeChat is not available' },
  'social.failed': {
    zh: '微信登录失败，请重新扫码',
    en: 'Sign-in with WeChat failed, please scan again',
  },
  'social.expired': {
    zh: '微信授权已过期，请重新使用微信登录',
    en: 'The WeChat authorisation has expired, please sign in with WeChat again',
  },
  'social.taken': {
    zh: '该微信已绑定其他账号，请先在该账号中解除绑定',
    en: 'This WeChat is bound to another account; unbind it there first',
  },
  'social.otherWechat': {
    zh: '该手机号的账号已绑定另一个微信',
    en: 'The account of this mobile number is bound to another WeChat',
  },
  'social.notBound': { zh: '当前账号未绑定微信', en: 'This account is not bound to WeChat' },
  'social.unbound': { zh: '已解除微信绑定', en: 'WeChat unbound' },
  'social.boundOk': { zh: '微信绑定成功', en: 'WeChat bound' },
  'social.appIdInvalid': {
    zh: 'AppID 应为 wx 开头的18位字符',
    en: 'The AppID is 18 characters starting with wx',
  },
  'social.secretInvalid': { zh: 'AppSecret 应为32位字母或数字', en: 'The AppSecret is 32 letters or digits' },
  'social.secretRequired': { zh: '启用前请填写 AppSecret', en: 'Enter the AppSecret before enabling' },
  'social.sandboxOnly': {
    zh: '只有沙箱微信应用可以在这里确认',
    en: 'Only the sandbox WeChat apps can be confirmed here',
  },
  'auth.required': { zh: '请先登录', en: 'Please login first' },
  'auth.expired': { zh: '登录已过期，请重新登录', en: 'Your login has expired, please log in again' },
  'auth.invalid': { zh: '登录信息无效，请重新登录', en: 'Your login is not valid, please log in again' },
  'auth.elsewhere': { zh: '你的账户已在其他地方登录！', en: 'Your account has been logged in elsewhere!' },
  'auth.forbidden': { zh: '没有权限', en: 'No permission' },
  'auth.csrf': { zh: '请求来源不被允许', en: 'The origin of this request is not allowed' },
} as const satisfies Record<string, Record<TLocale, string>>;
