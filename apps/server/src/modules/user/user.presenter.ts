import type { TLoginResponse, TUserExt } from '@huitang/contracts';
import type { TUserRow } from './user.repository.ts';

/** The whitelist of user fields that leave the server. */
export const presentUserExt = (user: TUserRow): TUserExt => ({
  id: user.id,
  userNo: user.userNo,
  userType: user.userType as TUserExt['userType'],
  mobile: user.mobile,
  nickname: user.nickname,
  sex: user.sex as TUserExt['sex'],
  age: user.age,
  headImgUrl: user.headImgUrl,
  remark: user.remark,
  isRecommended: user.isRecommended,
  isAdmin: user.isAdmin,
  referralCode: user.referralCode,
});

export const presentLogin = (user: TUserRow, token: string): TLoginResponse => ({
  userNo: user.userNo,
  mobile: user.mobile,
  token,
});
