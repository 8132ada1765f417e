import {
  CERTIFICATE_SIZES,
  chinaDay,
  textsUnder,
  translate,
  type TCertificateIssue,
  type TCertificateLook,
  type TCertificateTemplate,
  type TCertificateTemplateEdit,
  type TCertificateVerify,
  type TLocale,
  type TPageRequest,
} from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import { sliceOf } from '../../../platform/db/query.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { toPage } from '../../../platform/http/page.ts';
import { simpleSheet } from '../../../platform/http/files/xlsx-book.ts';
import { cardsPdf, uploadedBackground } from '../../../platform/pdf/cards-pdf.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { readCertificateSheet } from './certificate-sheet.ts';
import {
  certificateRepository as repo,
  type TCertificateRow,
  type TNewCertificate,
} from './certificate.repository.ts';
import { present } from './certificate.presenter.ts';

interface TDeps {
  meetings: TMeetingService;
  uploadsDir: string;
  /** The signed-in person's mobile: certificates are theirs by it. */
  mobileOf: (userId: number) => Promise<string>;
}

/** A landscape A4 with the title on top, the wording in the middle, the number and the QR below. */
const DEFAULT_LOOK: Omit<TCertificateTemplate, 'meetingId'> = {
  size: 'a4landscape',
  backgroundUrl: '',
  title: '参会证书',
  body: '兹证明 {name} 参加了 {meeting}，特发此证。',
  titleEn: 'Certificate of Attendance',
  bodyEn: 'This is to certify that {name} attended {meeting}.',
  serialFormat: 'HT{yyyy}{meeting}{seq:5}',
  baseHours: 0,
  placeHours: [],
  fields: [
    { key: 'title', x: 0, y: 30, size: 40, align: 'center', bold: true },
    { key: 'name', x: 0, y: 62, size: 30, align: 'center', bold: true },
    { key: 'body', x: 0, y: 88, size: 16, align: 'center', bold: false },
    { key: 'hours', x: 0, y: 104, size: 14, align: 'center', bold: false },
    { key: 'serial', x: 30, y: 170, size: 11, align: 'left', bold: false },
    { key: 'issuedOn', x: 30, y: 178, size: 11, align: 'left', bold: false },
    { key: 'qr', x: 237, y: 150, size: 32, align: 'left', bold: false },
  ],
};

const COLUMNS = textsUnder('certificate.column.');

/** The serial number of the `seq`-th certificate of a meeting, by the organiser's pattern. */
export const serialOf = (format: string, meetingId: number, seq: number, at: Date) =>
  format
    .replace('{yyyy}', chinaDay(at).slice(0, 4))
    .replace('{meeting}', String(meetingId))
    .replace(/\{seq(?::(\d))?\}/, (_, digits: string | undefined) =>
      String(seq).padStart(Number(digits ?? 1), '0'),
    );

type TWithMeeting = { certificate: TCertificateRow; meetingName: string; meetingNameEn: string };

/** The meeting's name as the certificate's reader reads it: its English name on an English page, when it has one. */
const meetingNameIn = (row: Pick<TWithMeeting, 'meetingName' | 'meetingNameEn'>, locale: TLocale) =>
  locale === 'en' && row.meetingNameEn ? row.meetingNameEn : row.meetingName;

/**
 * Certificates (console baseinfo/certificate, /account/certificate, /meeting/certificate): the
 * template, issuing to who qualifies (or to an imported list) with serial numbers counted under the
 * template's lock, the records, the PDFs, and the public check of a serial number.
 */
export const createCertificateService = (db: TDb, { meetings, uploadsDir, mobileOf }: TDeps) => {
  const templateOf = async (meetingId: number): Promise<TCertificateTemplate> => {
    const row = await repo.template(db, meetingId);
    if (!row) return { meetingId, ...DEFAULT_LOOK };
    const { lastSeq: _lastSeq, updatedAt: _updatedAt, ...template } = row;
    return template;
  };

  /** Gives out certificates to people who have none yet, numbering them in order, all in one transaction. */
  const issue = (meetingId: number, people: Omit<TNewCertificate, 'meetingId' | 'serial'>[]) =>
    db.transaction(async (tx: TDbOrTx) => {
      let template = await repo.lockTemplate(tx, meetingId);
      if (!template) {
        await repo.saveTemplate(tx, { meetingId, ...DEFAULT_LOOK });
        template = (await repo.lockTemplate(tx, meetingId))!;
      }
      const holders = await repo.mobilesWithCertificates(tx, meetingId);
      const fresh = people.filter((person) => !holders.has(person.mobile));
      const now = new Date();
      const rows = fresh.map((person, index) => ({
        ...person,
        meetingId,
        issuedAt: now,
        serial: serialOf(template.serialFormat, meetingId, template.lastSeq + index + 1, now),
      }));
      await repo.insertMany(tx, rows);
      await repo.setLastSeq(tx, meetingId, template.lastSeq + rows.length);
      return { issued: rows.length, skipped: people.length - rows.length };
    });

  /** The certificates as one PDF in the reader's language: the English wording for `en` (ours when the organisers left it empty). */
  const pdfOf = async (rows: TWithMeeting[], origin: string, locale: TLocale) => {
    const template = await templateOf(rows[0]!.certificate.meetingId);
    const english = locale === 'en';
    const title = english ? template.titleEn || DEFAULT_LOOK.titleEn : template.title;
    const body = english ? template.bodyEn || DEFAULT_LOOK.bodyEn : template.body;
    const cards = rows.map((row) => {
      const { certificate } = row;
      const meetingName = meetingNameIn(row, locale);
      const hours = String(certificate.hours);
      const fill = (text: string) =>
        text
          .replaceAll('{name}', certificate.name)
          .replaceAll('{meeting}', meetingName)
          .replaceAll('{hours}', hours)
          .replaceAll('{unit}', certificate.unit);
      return {
        title: fill(title),
        body: fill(body),
        name: certificate.name,
        unit: certificate.unit,
        meetingName,
        hours: certificate.hours ? translate('certificate.hoursValue', locale, { hours }) : '',
        serial: translate('certificate.serialValue', locale, { serial: certificate.serial }),
        issuedOn: translate('certificate.issuedOnValue', locale, { day: chinaDay(certificate.issuedAt) }),
        qr: `${origin}/meeting/certificate?serial=${encodeURIComponent(certificate.serial)}`,
      };
    });
    return cardsPdf(
      {
        size: CERTIFICATE_SIZES[template.size],
        fields: template.fields,
        title: translate('certificate.fileName', locale),
      },
      cards,
      await uploadedBackground(uploadsDir, template.backgroundUrl),
    );
  };

  /** The record, once the caller is shown to run its meeting. */
  const recordOf = async (user: TSessionUser, id: number) => {
    const found = await repo.byId(db, id);
    if (!found) throw notFound();
    await meetings.authorize(user, found.certificate.meetingId);
    return found.certificate;
  };

  return {
    async template(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return templateOf(meetingId);
    },

    /** The look of a listed meeting's certificates, for anyone; null when it has never set or issued any. */
    async look(meetingId: number, locale: TLocale): Promise<TCertificateLook | null> {
      await meetings.publicView(meetingId, false, null, locale);
      const row = await repo.template(db, meetingId);
      if (!row) return null;
      const {
        lastSeq: _seq,
        updatedAt: _at,
        serialFormat: _format,
        baseHours: _b,
        placeHours: _p,
        ...look
      } = row;
      return look;
    },

    async editTemplate(user: TSessionUser, values: TCertificateTemplateEdit) {
      await meetings.authorize(user, values.meetingId);
      await repo.saveTemplate(db, values);
      return templateOf(values.meetingId);
    },

    /** Certificates for who qualifies; their hours are the base hours plus those of the venues they signed in at. */
    async issueTo(user: TSessionUser, { meetingId, recipients }: TCertificateIssue) {
      await meetings.authorize(user, meetingId);
      const [template, people] = await Promise.all([
        templateOf(meetingId),
        repo.recipients(db, meetingId, recipients),
      ]);
      if (!people.length) throw conflict('certificate.noneToIssue');
      const hoursOf = new Map(template.placeHours.map((place) => [place.placeId, place.hours]));
      return issue(
        meetingId,
        people.map(({ placeIds, ...person }) => ({
          ...person,
          hours: placeIds.reduce((sum, placeId) => sum + (hoursOf.get(placeId) ?? 0), template.baseHours),
        })),
      );
    },

    authorize: (user: TSessionUser, meetingId: number) => meetings.authorize(user, meetingId),

    /** Certificates for the people of a sheet (name, mobile, unit, hours): every row checked first, all or none. */
    async importList(user: TSessionUser, meetingId: number, content: Buffer, locale: TLocale) {
      await meetings.authorize(user, meetingId);
      const { people, errors } = await readCertificateSheet(content, locale);
      if (errors.length) return { imported: 0, errors };
      const { issued } = await issue(meetingId, people);
      return { imported: issued, errors: [] };
    },

    async list(user: TSessionUser, request: TPageRequest & { meetingId: number; keyword: string }) {
      await meetings.authorize(user, request.meetingId);
      const { rows, total } = await repo.list(db, request.meetingId, request.keyword, sliceOf(request));
      return toPage(rows.map(present), total, request);
    },

    async edit(user: TSessionUser, values: { id: number; name: string; unit: string; hours: number }) {
      await recordOf(user, values.id);
      const { id, ...change } = values;
      return present(await repo.update(db, id, change));
    },

    async revoke(user: TSessionUser, { id, reason }: { id: number; reason: string }) {
      await recordOf(user, id);
      return present(await repo.update(db, id, { revokedAt: new Date(), revokeReason: reason }));
    },

    async restore(user: TSessionUser, id: number) {
      await recordOf(user, id);
      return present(await repo.update(db, id, { revokedAt: null, revokeReason: '' }));
    },

    async remove(user: TSessionUser, id: number) {
      const record = await recordOf(user, id);
      await repo.delete(db, record.meetingId, [id]);
      return null;
    },

    async removeMany(user: TSessionUser, meetingId: number, ids: number[]) {
      await meetings.authorize(user, meetingId);
      await repo.delete(db, meetingId, ids);
      return null;
    },

    async export(user: TSessionUser, meetingId: number, locale: TLocale) {
      await meetings.authorize(user, meetingId);
      const { rows } = await repo.list(db, meetingId, '');
      const keys = ['serial', 'name', 'mobile', 'unit', 'hours', 'issuedAt', 'revoked'] as const;
      const content = await simpleSheet(
        translate('certificate.sheetName', locale),
        keys.map((key) => COLUMNS[key][locale]),
        rows.map((row) => [
          row.serial,
          row.name,
          row.mobile,
          row.unit,
          row.hours,
          chinaDay(row.issuedAt),
          row.revokedAt ? row.revokeReason : '',
        ]),
      );
      return { fileName: `${translate('certificate.fileName', locale)}-${meetingId}`, content };
    },

    /** The import's template: the columns it reads, with the confirmed attendees filled in to start from. */
    async importTemplate(user: TSessionUser, meetingId: number, locale: TLocale) {
      await meetings.authorize(user, meetingId);
      const [template, people] = await Promise.all([
        templateOf(meetingId),
        repo.recipients(db, meetingId, 'confirmed'),
      ]);
      const keys = ['name', 'mobile', 'unit', 'hours'] as const;
      const content = await simpleSheet(
        translate('certificate.sheetName', locale),
        keys.map((key) => COLUMNS[key][locale]),
        people.map((person) => [person.name, person.mobile, person.unit, template.baseHours]),
      );
      return { fileName: `${translate('certificate.fileName', locale)}-${meetingId}`, content };
    },

    async mine(user: TSessionUser) {
      const rows = await repo.ofMobile(db, await mobileOf(user.userId));
      return rows.map((row) => ({ ...present(row.certificate), meetingName: row.meetingName }));
    },

    async verify(query: TCertificateVerify) {
      const rows = await repo.verify(db, query);
      return rows.map(({ certificate, meetingName }) => {
        const { id: _id, meetingId: _meetingId, mobile: _mobile, ...shown } = present(certificate);
        return { ...shown, meetingName };
      });
    },

    /** One certificate as a PDF: its holder (by mobile) or the meeting's organisers. */
    async pdf(user: TSessionUser, id: number, origin: string, locale: TLocale) {
      const found = await repo.byId(db, id);
      if (!found) throw notFound();
      if (found.certificate.mobile !== (await mobileOf(user.userId)))
        await meetings.authorize(user, found.certificate.meetingId);
      if (found.certificate.revokedAt) throw conflict('certificate.revokedNoPdf');
      const pdf = await pdfOf([found], origin, locale);
      return {
        pdf,
        fileName: `${translate('certificate.fileName', locale)}-${found.certificate.serial}.pdf`,
      };
    },

    async pdfAll(user: TSessionUser, meetingId: number, origin: string, locale: TLocale) {
      const meeting = await meetings.authorize(user, meetingId);
      // Revoked certificates are not printed again.
      const standing = (await repo.list(db, meetingId, '')).rows.filter((row) => !row.revokedAt);
      if (!standing.length) throw conflict('certificate.noneToIssue');
      const pdf = await pdfOf(
        standing.map((certificate) => ({
          certificate,
          meetingName: meeting.meetingName,
          meetingNameEn: meeting.meetingNameEn,
        })),
        origin,
        locale,
      );
      return { pdf, fileName: `${translate('certificate.fileName', locale)}-${meetingId}.pdf` };
    },
  };
};
export type TCertificateService = ReturnType<typeof createCertificateService>;
