import { isMobileAgent, type TPayProvider } from '@huitang/contracts';

const ALIPAY_FIRST: TPayProvider[] = ['alipay', 'wechat', 'sandbox'];

/**
 * The payment methods a payer is offered, in the order that suits their device. On a desktop the
 * organiser's order stands. On a phone Alipay comes first: its phone cashier opens the Alipay app,
 * while WeChat's opens only in a phone browser outside WeChat. Inside WeChat's own browser neither
 * gateway's web cashier opens (WeChat Pay there needs an official account's JSAPI, not supported
 * yet), so the payer is told to open the page in the phone's browser.
 */
export const payChoicesOf = (enabled: TPayProvider[], userAgent: string | null) => {
  const inWeChat = /MicroMessenger/i.test(userAgent ?? '');
  const providers = isMobileAgent(userAgent)
    ? [...enabled].sort((a, b) => ALIPAY_FIRST.indexOf(a) - ALIPAY_FIRST.indexOf(b))
    : enabled;
  return { providers, inWeChat };
};
