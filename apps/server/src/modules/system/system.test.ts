import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { systemRepository } from './system.repository.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('site settings', () => {
  it('answers every webInfo field, in Chinese by default and English on request', async () => {
    const zh = await t.call('/system/api/website/get');
    expect(zh.code).toBe(200);
    for (const field of [
      'title',
      'logo',
      'ico',
      'keyword',
      'desc',
      'h5Domain',
      'copyright',
      'icp',
      'prn',
      'prnNo',
      'isShowService',
      'service1',
      'service5',
      'wxCode',
      'wbCode',
      'isEnableStatistics',
      'statisticsCode',
      'orgCustomizeMainDomain',
    ]) {
      expect(zh.data).toHaveProperty(field);
    }
    expect(zh.data.title).toContain('会堂');
    const en = await t.call('/system/api/website/get', {}, { language: 'en' });
    expect(en.data.title).toContain('Huitang');
    expect(en.data.icp).toBe(zh.data.icp);
    const byCookie = await t.call('/system/api/website/get', {}, { cookies: { locale: 'en' } });
    expect(byCookie.data.title).toBe(en.data.title);
  });

  it('lists the header nav, footer groups with their articles, links, adverts, zones, VIP sets', async () => {
    const nav = await t.call('/system/api/nav/bar/list', { platShow: 1 });
    expect(nav.data.map((item) => item.navUrl)).toContain('/meeting');
    const groups = await t.call('/system/api/website/nav/list');
    expect(groups.data).toHaveLength(3);
    const firstArticle = groups.data[0]!.websiteNavList[0]!;
    const article = await t.call(
      '/system/api/website/nav/article/get',
      { navId: firstArticle.id },
      { language: 'en' },
    );
    expect(article.data).toMatchObject({ id: firstArticle.id, navName: 'Introduction' });
    expect(article.data.content).toContain('<p>');
    expect((await t.call('/system/api/website/link')).data.length).toBeGreaterThan(0);
    expect((await t.call('/system/api/adv/list', {})).data).toHaveLength(3);
    expect((await t.call('/system/api/zone/list')).data).toHaveLength(4);
    expect((await t.call('/system/api/vip/set/list')).data.map((v) => v.vipDays)).toEqual([30, 90, 365]);
  });

  it('answers 777 for an unknown article and 601 for a bad id', async () => {
    expect((await t.call('/system/api/website/nav/article/get', { navId: 99999 })).code).toBe(777);
    expect((await t.call('/system/api/website/nav/article/get', { navId: 'x' })).code).toBe(601);
  });

  it('lists all 34 provincial divisions', async () => {
    const provinces = await t.call('/system/api/region/province');
    expect(provinces.data).toHaveLength(34);
    expect(provinces.data[0]).toMatchObject({ code: '110000', provinceName: '北京市' });
  });

  it('looks up a referral code', async () => {
    const found = await t.call('/system/api/website/referral/code', { referralCode: 'DEMO0002' });
    expect(found.data).toMatchObject({ referralCode: 'DEMO0002', nickname: '李教授' });
    const missing = await t.call(
      '/system/api/website/referral/code',
      { referralCode: 'NOPE' },
      { language: 'en' },
    );
    expect(missing).toMatchObject({ code: 777, msg: 'This referral code does not exist' });
  });

  it('refreshes a changed setting on every instance sharing the database', async () => {
    const second = await t.another();
    try {
      await systemRepository.updateWebInfo(t.db, { icp: '沪ICP备2026999999号' });
      await systemRepository.notifySettingsChanged(t.db);
      await expect
        .poll(async () => (await second.call('/system/api/website/get')).data.icp, { timeout: 5000 })
        .toBe('沪ICP备2026999999号');
      await expect
        .poll(async () => (await t.call('/system/api/website/get')).data.icp, { timeout: 5000 })
        .toBe('沪ICP备2026999999号');
    } finally {
      await second.close();
    }
  });
});
