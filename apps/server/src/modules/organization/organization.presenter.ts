import type { TOrg, TOrgMember, TOrgPublic, TOrgRole, TPayConfig } from '@huitang/contracts';
import { secretHint, type TSecretBox } from '../../platform/crypto/secret-box.ts';
import type { TOrgRow, TPayConfigRow } from './organization.repository.ts';

export const presentOrgPublic = (org: TOrgRow): TOrgPublic => ({
  id: org.id,
  orgNo: org.orgNo,
  orgName: org.orgName,
  orgNameEn: org.orgNameEn,
  shortName: org.shortName,
  logo: org.logo,
  introduction: org.introduction,
  introductionEn: org.introductionEn,
  category: org.category,
});

export const presentOrg = (org: TOrgRow, role: TOrgRole): TOrg => ({
  ...presentOrgPublic(org),
  address: org.address,
  contactName: org.contactName,
  contactMobile: org.contactMobile,
  isDisabled: org.isDisabled,
  role,
});

export const presentMember = (member: {
  userId: number;
  userNo: string;
  mobile: string;
  nickname: string;
  headImgUrl: string;
  role: TOrgRole;
  joinedAt: Date;
}): TOrgMember => ({
  userId: member.userId,
  userNo: member.userNo,
  mobile: member.mobile,
  nickname: member.nickname,
  headImgUrl: member.headImgUrl,
  role: member.role,
  gmtJoin: member.joinedAt.toISOString(),
});

const hintOf = (box: TSecretBox, sealed: string) => (sealed ? secretHint(box.open(sealed)) : '');

export const presentPayConfig = (row: TPayConfigRow | undefined, box: TSecretBox): TPayConfig => ({
  alipayEnabled: row?.alipayEnabled ?? false,
  alipayAppId: row?.alipayAppId ?? '',
  alipayPublicKey: row?.alipayPublicKey ?? '',
  alipayPrivateKeyHint: hintOf(box, row?.alipayPrivateKeySealed ?? ''),
  wechatEnabled: row?.wechatEnabled ?? false,
  wechatMchId: row?.wechatMchId ?? '',
  wechatAppId: row?.wechatAppId ?? '',
  wechatSerialNo: row?.wechatSerialNo ?? '',
  wechatApiV3KeyHint: hintOf(box, row?.wechatApiV3KeySealed ?? ''),
  wechatPrivateKeyHint: hintOf(box, row?.wechatPrivateKeySealed ?? ''),
  wechatPlatformPublicKey: row?.wechatPlatformPublicKey ?? '',
  wechatPlatformSerial: row?.wechatPlatformSerial ?? '',
});
