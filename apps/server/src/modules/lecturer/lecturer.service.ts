import { UserType, type TLecturerProfile, type TLecturerPublic, type TPage } from '@huitang/contracts';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import { lecturerRepository, type TLecturerRow } from './lecturer.repository.ts';

const presentPublic = (profile: TLecturerRow, userNo: string): TLecturerPublic => ({
  id: profile.userId,
  userNo,
  name: profile.name,
  position: profile.position,
  organization: profile.organization,
  headImgUrl: profile.headImgUrl,
  introduction: profile.introduction,
});

const presentOwn = (profile: TLecturerRow): TLecturerProfile => ({
  name: profile.name,
  position: profile.position,
  organization: profile.organization,
  headImgUrl: profile.headImgUrl,
  introduction: profile.introduction,
  email: profile.email,
});

export const createLecturerService = (db: TDb) => ({
  async list(request: {
    pageCurrent: number;
    pageSize: number;
    keyword?: string | undefined;
  }): Promise<TPage<TLecturerPublic>> {
    const { list, totalCount } = await lecturerRepository.page(db, sliceOf(request), request.keyword);
    return toPage(
      list.map((row) => presentPublic(row.profile, row.userNo)),
      totalCount,
      request,
    );
  },

  async view(userId: number): Promise<TLecturerPublic> {
    const row = await lecturerRepository.findVisible(db, userId);
    if (!row) throw notFound();
    return presentPublic(row.profile, row.userNo);
  },

  async own(userId: number, userType: number): Promise<TLecturerProfile | null> {
    if (userType !== UserType.LECTURER) throw forbidden();
    const profile = await lecturerRepository.find(db, userId);
    return profile ? presentOwn(profile) : null;
  },

  /** The profile of a newly approved lecturer, inside the approval's transaction. */
  async createProfile(tx: TDbOrTx, userId: number, profile: TLecturerProfile): Promise<void> {
    await lecturerRepository.upsert(tx, { userId, ...profile });
  },

  async save(userId: number, userType: number, profile: TLecturerProfile): Promise<TLecturerProfile> {
    if (userType !== UserType.LECTURER) throw forbidden();
    return presentOwn(await lecturerRepository.upsert(db, { userId, ...profile }));
  },
});

export type TLecturerService = ReturnType<typeof createLecturerService>;
