import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness.ts';

/**
 * Notices stored before the contract refused rich text that shows nothing (`<script>…</script>` was
 * cleaned to '') broke every read of their meeting's notices (the presenter parsed them with the
 * request's rules; it no longer does). The data-repair migration gives them a text that says what
 * happened, and leaves notices that show something as they were.
 */
const MIGRATIONS = path.join(import.meta.dirname, '../../../db/migrations');

/** Runs the repair as the migrator does: its statements in order, on one connection. */
const runRepair = async (t: TTestApp) => {
  const file = (await readdir(MIGRATIONS)).find((name) => name.endsWith('_repair_blank_rich_text.sql'));
  if (!file) throw new Error('the repair migration is missing');
  const sql = await readFile(path.join(MIGRATIONS, file), 'utf8');
  const client = await t.db.$client.connect();
  try {
    for (const statement of sql.split('--> statement-breakpoint')) await client.query(statement);
  } finally {
    client.release();
  }
};

let t: TTestApp;
let organiser: string;
let meetingId: number;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await t.login('13800000003');
  const meetings = await t.call('/meeting/auth/meeting/info/list', {}, { token: organiser });
  meetingId = meetings.data.list[0]!.id;
});
afterAll(() => t.close());

describe('the blank rich-text repair', () => {
  it('gives notices that show nothing a text saying it was removed', async () => {
    const insert = (title: string, content: string, contentEn: string) =>
      t.db.$client.query(
        'insert into meeting_notices (meeting_id, title, content, content_en) values ($1, $2, $3, $4)',
        [meetingId, title, content, contentEn],
      );
    await insert('空白须知', '', '');
    await insert('只有换行', '<p><br /></p>&nbsp;', '<p>Doors open at 8</p>');
    await insert('有图须知', '<img src="/uploads/a/map.png" />', '');
    await insert('正常须知', '<p>8 点报到</p>', '');
    await runRepair(t);
    const listed = await t.call('/meeting/auth/meeting/notice/list', { meetingId }, { token: organiser });
    expect(listed.code).toBe(200);
    const byTitle = new Map(listed.data.map((notice) => [notice.title, notice]));
    const removed = '<p>（此须知的正文含有不安全的内容，已被清除，请主办方重新编辑）</p>';
    expect(byTitle.get('空白须知')).toMatchObject({
      content: removed,
      contentEn:
        '<p>(The text of this notice held unsafe content and was removed; the organiser can write it again.)</p>',
    });
    expect(byTitle.get('只有换行')).toMatchObject({ content: removed, contentEn: '<p>Doors open at 8</p>' });
    expect(byTitle.get('有图须知')?.content).toBe('<img src="/uploads/a/map.png" />');
    expect(byTitle.get('正常须知')?.content).toBe('<p>8 点报到</p>');
  });
});
