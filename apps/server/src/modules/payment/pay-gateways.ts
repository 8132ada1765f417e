import { createHmac } from 'node:crypto';
import type { TPayProvider } from '@huitang/contracts';
import type { TSecretBox } from '../../platform/crypto/secret-box.ts';
import { createAlipayProvider } from '../../platform/pay/alipay.ts';
import type { TPaymentProvider } from '../../platform/pay/provider.ts';
import { createSandboxProvider, type TSandboxProvider } from '../../platform/pay/sandbox.ts';
import { createWechatProvider } from '../../platform/pay/wechat.ts';
import type { TOrganizationService } from '../organization/organization.service.ts';

export interface TGatewayOptions {
  sandboxEnabled: boolean;
  /** Signs sandbox notices and cashier links; derived from the server's own secret. */
  sandboxSecret: Buffer;
  /** Hands a signed sandbox notice to the notify route, the way a gateway's HTTP call would. */
  deliver: (notifyPath: string, body: string, headers: Record<string, string>) => Promise<void>;
  /** How long the sandbox's refund call takes, as a real gateway's answer over the network would. */
  refundLatencyMs: number;
}

/**
 * Which payment gateways a meeting's money can go through, built from its organisation's pay
 * settings (secrets unsealed only here, only when needed).
 */
export const createPayGateways = (
  organizations: TOrganizationService,
  secrets: TSecretBox,
  options: TGatewayOptions,
) => {
  const cashierSignature = (orderNo: string) =>
    createHmac('sha256', options.sandboxSecret).update(`cashier:${orderNo}`).digest('hex');
  const sandbox: TSandboxProvider = createSandboxProvider({
    secret: options.sandboxSecret,
    cashierUrl: (orderNo) => `/pay/sandbox?orderNo=${orderNo}&signature=${cashierSignature(orderNo)}`,
    deliver: options.deliver,
    refundLatencyMs: options.refundLatencyMs,
  });

  const configOf = (orgId: number | null) =>
    orgId === null ? Promise.resolve(undefined) : organizations.sealedPayConfig(orgId);

  return {
    sandbox,
    cashierSignature,

    async available(orgId: number | null): Promise<TPayProvider[]> {
      const config = await configOf(orgId);
      return [
        ...(options.sandboxEnabled ? (['sandbox'] as const) : []),
        ...(config?.alipayEnabled ? (['alipay'] as const) : []),
        ...(config?.wechatEnabled ? (['wechat'] as const) : []),
      ];
    },

    /** The gateway, or undefined when it is not enabled for that organisation. */
    async provider(kind: TPayProvider, orgId: number | null): Promise<TPaymentProvider | undefined> {
      if (kind === 'sandbox') return options.sandboxEnabled ? sandbox : undefined;
      const config = await configOf(orgId);
      if (kind === 'alipay' && config?.alipayEnabled)
        return createAlipayProvider({
          appId: config.alipayAppId,
          appPrivateKeyPem: secrets.open(config.alipayPrivateKeySealed),
          alipayPublicKeyPem: config.alipayPublicKey,
        });
      if (kind === 'wechat' && config?.wechatEnabled)
        return createWechatProvider({
          mchId: config.wechatMchId,
          appId: config.wechatAppId,
          serialNo: config.wechatSerialNo,
          merchantPrivateKeyPem: secrets.open(config.wechatPrivateKeySealed),
          apiV3Key: secrets.open(config.wechatApiV3KeySealed),
          platformPublicKeyPem: config.wechatPlatformPublicKey,
          platformSerial: config.wechatPlatformSerial,
        });
      return undefined;
    },
  };
};
export type TPayGateways = ReturnType<typeof createPayGateways>;
