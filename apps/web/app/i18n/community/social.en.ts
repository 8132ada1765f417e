import type { TTexts } from '../zh';
import type socialZh from './social.zh';

const socialEn: TTexts<typeof socialZh> = {
  wechat: {
    signIn: 'Sign in with WeChat',
    signInInside: 'Sign in with WeChat',
    or: 'Other ways to sign in',
    outcome: {
      failed: 'Sign-in with WeChat failed, please try again',
      expired: 'The WeChat authorisation has expired, please sign in with WeChat again',
      cancelled: 'You cancelled the WeChat authorisation',
      disabled: 'This account has been disabled',
      bound: 'WeChat bound',
      taken: 'This WeChat is bound to another account; unbind it there first',
      otherOfApp: 'This account is bound to another WeChat; unbind it first',
    },
    bindTitle: 'Bind a mobile number',
    bindSubtitle: 'First sign-in with WeChat: verify a mobile number to finish',
    bindExplain:
      'A registered number links WeChat to its account, and WeChat signs you straight in from then on. An unregistered number gets a new account; set its password later through "Forgot password".',
    bindButton: 'Verify and sign in',
    bindExpired: 'The WeChat authorisation has expired. Please sign in with WeChat again.',
    backLogin: 'Back to sign-in',
    created: 'Your account is ready, welcome',
    panelLabel: 'WeChat',
    notBound: 'Not bound',
    boundSince: 'Bound on {{date}}',
    panelExplain:
      'Once bound, sign in by scanning with WeChat, or in one tap when you open this site inside WeChat.',
    bind: 'Bind WeChat',
    unbind: 'Unbind',
    unbindConfirm:
      'You will no longer sign in with this WeChat; your mobile number still signs you in. Unbind?',
    off: 'Sign-in with WeChat is not available on this site',
    sandbox: {
      banner:
        'This is the local sandbox WeChat, for the demo and tests only; it never reaches the real WeChat.',
      qrTitle: 'Sign in with WeChat',
      authorizeTitle: 'WeChat authorisation',
      appLabel: 'Requesting app',
      scanHint:
        'In the real WeChat you would scan a QR code here and confirm on your phone. In the sandbox, choose a WeChat identity:',
      nickname: 'Sandbox WeChat nickname',
      nicknameHint: 'The same nickname is the same WeChat user',
      scope: 'Will receive your public profile (nickname, avatar)',
      allow: 'Confirm sign-in',
      deny: 'Refuse',
    },
  },
};

export default socialEn;
