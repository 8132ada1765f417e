import archiver from 'archiver';
import { PDFDocument } from 'pdf-lib';
import type { TTestApp } from '../../../test/harness.ts';
import { openSignUpMeeting } from '../sign-up/sign-up-fixture.ts';

const HOUR = 3600_000;

/** A one-page PDF, padded to `padTo` bytes when asked (file type is read from its first bytes). */
export const pdfFile = async (padTo = 0) => {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  const bytes = Buffer.from(await doc.save());
  return padTo > bytes.length ? Buffer.concat([bytes, Buffer.alloc(padTo - bytes.length, 32)]) : bytes;
};

export const zipFile = () =>
  new Promise<Buffer>((resolve, reject) => {
    const zip = archiver('zip');
    const parts: Buffer[] = [];
    zip.on('data', (part: Buffer) => parts.push(part));
    zip.on('end', () => resolve(Buffer.concat(parts)));
    zip.on('error', reject);
    zip.append('figures', { name: 'figures.txt' });
    void zip.finalize();
  });

/** Uploads a document as `token` and answers its URL, as the submit form does before saving. */
export const uploadDocument = async (t: TTestApp, token: string, fileName: string, content: Buffer) => {
  const grant = await t.call(
    '/system/upload/api/get',
    { fileName, fileType: 'document', fileSize: content.length },
    { token },
  );
  if (grant.code !== 200) throw new Error(`upload grant: ${grant.msg}`);
  const put = await t.raw({
    method: 'PUT',
    url: grant.data.uploadUrl,
    payload: content,
    headers: { 'content-type': 'application/octet-stream' },
  });
  if (put.statusCode !== 200) throw new Error(`upload: ${put.body}`);
  return grant.data.fileUrl;
};

/** A listed meeting with an open call for papers (PDF only, up to 1 MB) and two paper types. */
export const meetingWithCall = async (t: TTestApp, organiser: string, more: object = {}) => {
  const meetingId = await openSignUpMeeting(t, organiser);
  const settings = await t.call(
    '/meeting/auth/meeting/manuscript/setting/edit',
    {
      meetingId,
      isOpen: true,
      opensAt: new Date(Date.now() - HOUR).toISOString(),
      closesAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      abstractWordLimit: 100,
      keywordsMax: 3,
      topics: ['心血管', '护理管理'],
      fileKinds: ['pdf'],
      fileMaxMb: 1,
      filesMax: 2,
      ...more,
    },
    { token: organiser },
  );
  if (settings.code !== 200) throw new Error(`call settings: ${settings.msg}`);
  await t.call(
    '/meeting/auth/meeting/manuscript/type/save',
    { meetingId, name: '口头报告', nameEn: 'Oral' },
    { token: organiser },
  );
  const types = await t.call(
    '/meeting/auth/meeting/manuscript/type/save',
    { meetingId, name: '壁报', nameEn: 'Poster' },
    { token: organiser },
  );
  return { meetingId, oralId: types.data[0]!.id, posterId: types.data[1]!.id };
};

/** A paper as an author writes it: two authors, the second corresponding. */
export const paperOf = (meetingId: number, typeId: number, files: string[], more: object = {}) => ({
  meetingId,
  typeId,
  title: '心衰患者居家护理的随机对照研究',
  authors: [
    { name: '张敏', unit: '上海第一人民医院' },
    { name: '李华', unit: '复旦大学护理学院', email: 'lihua@example.com', corresponding: true },
  ],
  abstract: '目的：评价居家护理干预对心衰患者再入院率的影响。Methods: randomised trial.',
  keywords: ['心衰', '居家护理'],
  topic: '心血管',
  files,
  notifyEmail: true,
  notifySms: true,
  ...more,
});
