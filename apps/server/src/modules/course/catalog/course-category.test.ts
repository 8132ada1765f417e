import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness.ts';
import { courseWithChapter, listCourse } from '../../../../test/fixtures/course-sales-fixture.ts';

let t: TTestApp;
let lecturer: string;
let orgOwner: string;
let admin: string;
const as = (token: string, language: 'zh' | 'en' = 'zh') => ({ token, language });

beforeAll(async () => {
  t = await createTestApp();
  [lecturer, orgOwner, admin] = await Promise.all([
    t.login('13800000005'),
    t.login('13800000003'),
    t.login('13800000000'),
  ]);
});
afterAll(() => t.close());

/** A category the administrator adds at /admin/site; answers its id. */
const addCategory = async (categoryName: string, categoryNameEn: string) => {
  const rows = await t.call(
    '/admin/auth/site/save',
    { collection: 'courseCategory', item: { categoryName, categoryNameEn } },
    as(admin),
  );
  expect(rows.code, rows.msg).toBe(200);
  return Number(rows.data.find((row) => row.categoryName === categoryName)!.id);
};

/** A course of `owner`'s in the category with one lesson (a live one: nothing to upload), listed. */
const listedIn = async (owner: string, courseName: string, categoryId: number, kind = 'vod') => {
  const { courseId, chapterId } = await courseWithChapter(t, owner, { kind, courseName, categoryId });
  const lesson = await t.call(
    '/course/auth/course/period/save',
    { courseId, chapterId, title: '直播答疑', kind: 'live', liveStartsAt: new Date().toISOString() },
    as(owner),
  );
  expect(lesson.code, lesson.msg).toBe(200);
  await listCourse(t, { owner, admin }, courseId);
  return courseId;
};

describe('course categories (courseCategoryList)', () => {
  it('are the administrator’s, counted per kind, filter the catalogue, and make an institution’s class list', async () => {
    const name = `超声 ${Math.random()}`.slice(0, 20);
    const categoryId = await addCategory(name, 'Ultrasound');
    expect(
      (
        await t.call(
          '/admin/auth/site/save',
          { collection: 'courseCategory', item: { categoryName: '' } },
          as(admin),
        )
      ).code,
    ).toBe(601);
    expect(
      (
        await t.call(
          '/admin/auth/site/save',
          { collection: 'courseCategory', item: { categoryName: 'x' } },
          as(lecturer),
        )
      ).code,
    ).toBe(306);

    const unknown = await t.call(
      '/course/auth/course/save',
      { kind: 'vod', courseName: '无此分类', categoryId: 99_999_999 },
      as(lecturer),
    );
    expect([unknown.code, unknown.msg]).toEqual([601, '该课程分类不存在']);

    await listedIn(lecturer, '超声入门', categoryId);
    // An institution's owner makes the institution's course.
    const theirs = await listedIn(orgOwner, '机构超声课', categoryId);

    const all = await t.call('/course/api/category/list', { kind: 'vod' }, { language: 'en' });
    expect(all.data.find((one) => one.id === categoryId)).toEqual({
      id: categoryId,
      categoryName: 'Ultrasound',
      courseCount: 2,
    });
    const filtered = await t.call('/course/api/course/list', { kind: 'vod', categoryId, pageSize: 50 });
    expect(filtered.data.list.map((course) => course.courseName).sort()).toEqual(['机构超声课', '超声入门']);
    expect(
      (await t.call('/course/api/category/list', { kind: 'library' })).data.find(
        (one) => one.id === categoryId,
      ),
    ).toMatchObject({ courseCount: 0 });

    const view = await t.call('/course/auth/course/view', { id: theirs }, as(orgOwner));
    expect(view.data.orgId).not.toBeNull();
    const classes = await t.call('/course/api/category/list', { orgId: view.data.orgId! });
    expect(classes.data.find((one) => one.id === categoryId)?.courseCount).toBe(1);
    expect(classes.data.every((one) => one.courseCount > 0)).toBe(true);
  });

  it('lists the courses of every kind together (kind all), the newest listed first', async () => {
    const categoryId = await addCategory(`心电 ${Math.random()}`.slice(0, 20), 'ECG');
    const onDemand = await listedIn(orgOwner, '机构点播课', categoryId);
    const live = await listedIn(orgOwner, '机构直播课', categoryId, 'live');
    const orgId = (await t.call('/course/auth/course/view', { id: onDemand }, as(orgOwner))).data.orgId!;

    const every = await t.call('/course/api/course/list', { kind: 'all', orgId, pageSize: 100 });
    const order = every.data.list.map((course) => course.id);
    expect(order).toContain(onDemand);
    expect(order.indexOf(live)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(live)).toBeLessThan(order.indexOf(onDemand));
    expect(every.data.list.find((course) => course.id === live)?.kind).toBe('live');

    const onlyOnDemand = await t.call('/course/api/course/list', { kind: 'vod', orgId, pageSize: 100 });
    expect(onlyOnDemand.data.list.map((course) => course.id)).toContain(onDemand);
    expect(onlyOnDemand.data.list.map((course) => course.id)).not.toContain(live);
    const unknownKind = await t.call('/course/api/course/list', { kind: 'every' });
    expect(unknownKind.code).toBe(601);
  });
});
