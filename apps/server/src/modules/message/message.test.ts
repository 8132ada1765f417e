import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { createMessageService } from './message.service.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seedMessages = async (token: string, count: number) => {
  const me = await t.call('/user/auth/user/ext/view', {}, { token });
  const messages = createMessageService(t.db);
  for (let i = 1; i <= count; i++) {
    await messages.send(me.data.id, {
      title: `通知 ${i}`,
      content: `内容 ${i}`,
      titleEn: `Notice ${i}`,
      contentEn: '',
    });
  }
};

describe('messages', () => {
  it('pages the own messages, newest first, and counts the unread', async () => {
    const { token } = await t.registerUser();
    await seedMessages(token, 25);
    const first = await t.call('/user/auth/msg/list', { pageCurrent: 1, pageSize: 10 }, { token });
    expect(first.data).toMatchObject({ totalCount: 25, totalPage: 3, pageCurrent: 1, pageSize: 10 });
    expect(first.data.list[0]?.title).toBe('通知 25');
    const english = await t.call('/user/auth/msg/list', { pageSize: 1 }, { token, language: 'en' });
    expect(english.data.list[0]).toMatchObject({ title: 'Notice 25', content: '内容 25' });
    const last = await t.call('/user/auth/msg/list', { pageCurrent: 3, pageSize: 10 }, { token });
    expect(last.data.list).toHaveLength(5);
    expect((await t.call('/user/auth/msg/num', {}, { token })).data).toEqual({ num: 25 });
  });

  it('marks one read, then all read', async () => {
    const { token } = await t.registerUser();
    await seedMessages(token, 3);
    const list = await t.call('/user/auth/msg/list', {}, { token });
    const id = list.data.list[0]!.id;
    expect((await t.call('/user/auth/msg/read', { id }, { token })).code).toBe(200);
    expect((await t.call('/user/auth/msg/num', {}, { token })).data.num).toBe(2);
    const unreadOnly = await t.call('/user/auth/msg/list', { isRead: false }, { token });
    expect(unreadOnly.data.totalCount).toBe(2);
    const all = await t.call('/user/auth/msg/read/all', {}, { token });
    expect(all).toMatchObject({ code: 200, msg: '全部已读成功' });
    expect((await t.call('/user/auth/msg/num', {}, { token })).data.num).toBe(0);
  });

  it("never lets one user read or mark another user's messages", async () => {
    const alice = await t.registerUser();
    const bob = await t.registerUser();
    await seedMessages(alice.token, 1);
    const aliceList = await t.call('/user/auth/msg/list', {}, { token: alice.token });
    const id = aliceList.data.list[0]!.id;
    expect((await t.call('/user/auth/msg/list', {}, { token: bob.token })).data.totalCount).toBe(0);
    const steal = await t.call('/user/auth/msg/read', { id }, { token: bob.token });
    expect(steal).toMatchObject({ code: 777, status: 404 });
    expect((await t.call('/user/auth/msg/num', {}, { token: alice.token })).data.num).toBe(1);
  });

  it('validates paging and ids', async () => {
    const { token } = await t.registerUser();
    const badPage = await t.call('/user/auth/msg/list', { pageSize: 1000 }, { token, language: 'en' });
    expect(badPage).toMatchObject({ code: 601, data: [{ field: 'pageSize' }] });
    const badId = await t.call('/user/auth/msg/read', { id: 'abc' }, { token });
    expect(badId).toMatchObject({ code: 601, data: [{ field: 'id' }] });
    expect((await t.call('/user/auth/msg/num')).code).toBe(301);
  });
});
