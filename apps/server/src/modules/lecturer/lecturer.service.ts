import type { TLecturerProfile, TLecturerPublic, TPage } from '@huitang/contracts';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { sliceOf } from '../../platform/db/query.ts';
import { notFound } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/page.ts';
import { assertLecturer } from './lecturer.policy.ts';
import { lecturerRepository } from './lecturer.repository.ts';
import { presentOwn, presentPublic } from './lecturer.presenter.ts';

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
    assertLecturer(userType);
    const profile = await lecturerRepository.find(db, userId);
    return profile ? presentOwn(profile) : null;
  },

  /** The profile of a newly approved lecturer, inside the approval's transaction. */
  async createProfile(tx: TDbOrTx, userId: number, profile: TLecturerProfile): Promise<void> {
    await lecturerRepository.upsert(tx, { userId, ...profile });
  },

  async save(userId: number, userType: number, profile: TLecturerProfile): Promise<TLecturerProfile> {
    assertLecturer(userType);
    return presentOwn(await lecturerRepository.upsert(db, { userId, ...profile }));
  },
});

export type TLecturerService = ReturnType<typeof createLecturerService>;
