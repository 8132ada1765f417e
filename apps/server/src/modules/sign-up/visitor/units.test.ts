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
