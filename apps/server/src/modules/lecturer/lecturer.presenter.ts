import type { TLecturerProfile, TLecturerPublic } from '@huitang/contracts';
import type { TLecturerRow } from './lecturer.repository.ts';

export const presentPublic = (profile: TLecturerRow, userNo: string): TLecturerPublic => ({
  id: profile.userId,
  userNo,
  name: profile.name,
  position: profile.position,
  organization: profile.organization,
  headImgUrl: profile.headImgUrl,
  introduction: profile.introduction,
});

export const presentOwn = (profile: TLecturerRow): TLecturerProfile => ({
  name: profile.name,
  position: profile.position,
  organization: profile.organization,
  headImgUrl: profile.headImgUrl,
  introduction: profile.introduction,
  email: profile.email,
});
