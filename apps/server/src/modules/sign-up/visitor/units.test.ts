import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test calls from its own address: the save limit counts per address. */
const get = (url: string, token?: string, remoteAddress = '192.0.2.1') =>
  t.raw({ method: 'GET', url, remoteAddress, ...(token ? { headers: { token } } : {}) });
const suggestions = async (name: string) =>
  (await get(`/apis/meeting/api/unit/info/search/${encodeURIComponent(name)}`)).json<{ data: string[] }>()
    .data;

describe('company suggestions', () => {
  it("ignore a stranger's save and take a signed-in person's", async () => {
    const anonymous = await get(`/apis/meeting/api/unit/info/save/${encodeURIComponent('广告公司甲')}`);
    expect(anonymous.statusCode).toBe(401);
    expect(await suggestions('广告公司')).toEqual([]);
    const { token } = await t.registerUser();
    const saved = await get(
      `/apis/meeting/api/unit/info/save/${encodeURIComponent('南京鼓楼医院心内科')}`,
      token,
    );
    expect(saved.json()).toMatchObject({ code: 200 });
    expect(await suggestions('鼓楼医院')).toContain('南京鼓楼医院心内科');
  });

  it('take names as long as the contract allows, and answer longer or broken ones with 601', async () => {
    const { token } = await t.registerUser();
    const long = '复旦大学附属中山医院心血管内科介入治疗中心'.padEnd(100, '院');
    const saved = await get(
      `/apis/meeting/api/unit/info/save/${encodeURIComponent(long)}`,
      token,
      '192.0.2.3',
    );
    expect(saved.json()).toMatchObject({ code: 200 });
    expect(await suggestions('介入治疗中心')).toContain(long);
    for (const url of [
      `/apis/meeting/api/unit/info/search/${encodeURIComponent(`${long}院`)}`,
      `/apis/meeting/api/unit/info/search/${encodeURIComponent('院'.repeat(400))}`,
      '/apis/meeting/api/unit/info/search/%E9%99',
    ]) {
      const refused = await get(url);
      expect([refused.statusCode, refused.json()]).toMatchObject([
        422,
        { code: 601, msg: expect.stringMatching(/[\u4e00-\u9fff]/) as string },
      ]);
    }
    // In the caller's language.
    const english = await t.raw({
      method: 'GET',
      url: `/apis/meeting/api/unit/info/search/${encodeURIComponent('院'.repeat(400))}`,
      headers: { language: 'en' },
    });
    expect(english.json()).toMatchObject({
      code: 601,
      msg: expect.stringMatching(/^[^\u4e00-\u9fff]+$/) as string,
    });
  });

  it('limit how fast one address may save', async () => {
    const { token } = await t.registerUser();
    const answers = [];
    for (let i = 0; i < 32; i++) {
      answers.push(
        (await get(`/apis/meeting/api/unit/info/save/${encodeURIComponent(`单位${i}`)}`, token, '192.0.2.2'))
          .statusCode,
      );
    }
    expect(answers.filter((status) => status === 409).length).toBeGreaterThan(0);
  });
});
