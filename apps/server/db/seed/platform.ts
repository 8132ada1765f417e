import type { TWebInfo } from '@huitang/contracts';
import type { TDb } from '../../src/platform/db/client.ts';
import { provinces, webInfo } from '../schema/index.ts';
import { provinceRows } from './provinces.ts';

/** What a platform with no content yet shows: its name, nothing else filled in. */
const platformWebInfo: TWebInfo = {
  title: '会堂',
  logo: '',
  ico: '',
  keyword: '',
  desc: '',
  h5Domain: '',
  copyright: '',
  icp: '',
  prn: '',
  prnNo: '',
  isShowService: false,
  service1: '',
  service2: '',
  service3: '',
  service4: '',
  service5: '',
  wxCode: '',
  wbCode: '',
  isEnableStatistics: false,
  statisticsCode: '',
  orgCustomizeMainDomain: '',
  licenseNote1: '',
  licenseNote2: '',
  recruitTitle: '',
  recruitText: '',
};

/**
 * What every platform needs, demo or production: the province list of address fields and the site
 * information row the admin edits. Runs on every start; writes only what is missing.
 */
export const seedPlatformData = async (db: TDb): Promise<void> => {
  await db.insert(provinces).values(provinceRows).onConflictDoNothing();
  await db
    .insert(webInfo)
    .values({ id: 1, data: platformWebInfo, dataEn: { title: 'Huitang' } })
    .onConflictDoNothing();
};
