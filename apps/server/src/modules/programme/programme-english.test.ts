import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';
import { listedMeeting } from '../../../test/meetings.ts';

/**
 * The English twins of a programme's texts (guests' titles and institutions, sessions' chairs,
 * places, notices, documents): saved by the meeting's organisers only, shown to English visitors
 * of a multilingual meeting where given, the Chinese otherwise.
 */
let t: TTestApp;
let memberA: string;
let ownerB: string;
beforeAll(async () => {
  t = await createTestApp();
  [memberA, ownerB] = await Promise.all([t.login('13800000007'), t.login('13800000004')]);
});
afterAll(() => t.close());

const listed = (hasMultilingual: boolean) =>
  listedMeeting(t, memberA, { meetingNameEn: 'Programme in English', hasMultilingual });

/** A programme with one of each part, English given for the first guest only. */
const programmeOf = async (meetingId: number) => {
  const as = { token: memberA };
  const [date] = (await t.call('/meeting/auth/meeting/date/save', { meetingId, day: '2027-10-10' }, as)).data;
  const [place] = (
    await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId, name: '主会场', nameEn: 'Main hall', address: '一号馆', addressEn: 'Hall 1' },
      as,
    )
  ).data;
  const guestFields = { title: '主任医师', organization: '苏州大学附属第一医院' };
  const translated = { titleEn: 'Chief Physician', organizationEn: 'First Affiliated Hospital' };
  await t.call(
    '/meeting/auth/meeting/guest/save',
    { meetingId, name: '周明', ...guestFields, ...translated },
    as,
  );
  await t.call('/meeting/auth/meeting/guest/save', { meetingId, name: '李华', ...guestFields }, as);
  await t.call(
    '/meeting/auth/meeting/session/save',
    {
      ...{ meetingId, dateId: date!.id, placeId: place!.id, startTime: '09:00', endTime: '12:00' },
      ...{ title: '开幕式', titleEn: 'Opening', host: '周明', hostEn: 'Zhou Ming' },
    },
    as,
  );
  await t.call(
    '/meeting/auth/meeting/notice/save',
    {
      meetingId,
      title: '报到须知',
      titleEn: 'Check-in',
      content: '<p>带证件</p>',
      contentEn: '<p>Bring ID</p>',
    },
    as,
  );
  const accessories = await t.call(
    '/meeting/auth/meeting/meetingAccessory/save',
    { meetingId, name: '会议手册', nameEn: 'Delegate handbook', fileUrl: '/uploads/handbook.pdf' },
    as,
  );
  return accessories.data;
};

const shown = async (id: number, language: 'zh' | 'en') => {
  const { programme } = (await t.call('/meeting/api/meeting/programme', { id }, { language })).data;
  return {
    guests: programme.guests.map(({ name, title, organization }) => [name, title, organization]),
    host: programme.sessions[0]!.host,
    place: programme.places[0]!.name,
    notice: programme.notices[0]!.title,
    file: programme.accessories[0]!.name,
  };
};

describe('English texts of a programme', () => {
  it('are saved, and shown to English visitors where given, the Chinese elsewhere', async () => {
    const id = await listed(true);
    const accessories = await programmeOf(id);
    expect(accessories[0]).toMatchObject({ name: '会议手册', nameEn: 'Delegate handbook' });

    expect(await shown(id, 'en')).toEqual({
      guests: [
        ['周明', 'Chief Physician', 'First Affiliated Hospital'],
        // No English given: the Chinese, field by field.
        ['李华', '主任医师', '苏州大学附属第一医院'],
      ],
      host: 'Zhou Ming',
      place: 'Main hall',
      notice: 'Check-in',
      file: 'Delegate handbook',
    });
    expect(await shown(id, 'zh')).toEqual({
      guests: [
        ['周明', '主任医师', '苏州大学附属第一医院'],
        ['李华', '主任医师', '苏州大学附属第一医院'],
      ],
      host: '周明',
      place: '主会场',
      notice: '报到须知',
      file: '会议手册',
    });
  });

  it('are not shown when the meeting is not multilingual', async () => {
    const id = await listed(false);
    await programmeOf(id);
    expect((await shown(id, 'en')).file).toBe('会议手册');
    expect((await shown(id, 'en')).host).toBe('周明');
  });

  it('refuse a text past its limit with 601 naming the English field in the caller’s language', async () => {
    const id = await listed(true);
    const tooLong = { meetingId: id, name: '手册', nameEn: 'x'.repeat(201), fileUrl: '/uploads/a.pdf' };
    const english = await t.call('/meeting/auth/meeting/meetingAccessory/save', tooLong, {
      token: memberA,
      language: 'en',
    });
    expect([english.code, english.msg]).toEqual([601, 'English name must be at most 200 characters']);
    const chinese = await t.call('/meeting/auth/meeting/meetingAccessory/save', tooLong, {
      token: memberA,
      language: 'zh',
    });
    expect([chinese.code, chinese.msg]).toEqual([601, '英文名称不能超过200个字符']);
    const chair = await t.call(
      '/meeting/auth/meeting/guest/save',
      { meetingId: id, name: '周明', organizationEn: 'x'.repeat(201) },
      { token: memberA, language: 'en' },
    );
    expect([chair.code, chair.msg]).toEqual([601, 'English organisation must be at most 200 characters']);
    expect(
      (await t.call('/meeting/auth/meeting/meetingAccessory/list', { meetingId: id }, { token: memberA }))
        .data,
    ).toEqual([]);
  });

  it('cannot be written by another institution', async () => {
    const id = await listed(true);
    const [file] = await programmeOf(id);
    const taken = await t.call(
      '/meeting/auth/meeting/meetingAccessory/save',
      { meetingId: id, id: file!.id, name: '会议手册', nameEn: 'Taken over', fileUrl: file!.fileUrl },
      { token: ownerB },
    );
    expect(taken.code).toBe(306);
    const added = await t.call(
      '/meeting/auth/meeting/guest/save',
      { meetingId: id, name: '外人', titleEn: 'Intruder' },
      { token: ownerB },
    );
    expect(added.code).toBe(306);
    expect((await shown(id, 'en')).file).toBe('Delegate handbook');
    expect((await shown(id, 'en')).guests).toHaveLength(2);
  });
});
