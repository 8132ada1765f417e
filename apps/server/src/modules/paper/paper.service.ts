import {
  MeetingStatus,
  type TCallState,
  type TLocale,
  type TMyPaper,
  type TPaperCall,
  type TPaperFile,
  type TPaperSettingsEdit,
  type TPaperSubmit,
} from '@huitang/contracts';
import type { TSessionUser } from '../../platform/auth/authenticate.ts';
import type { TDb } from '../../platform/db/client.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { chinaClock } from '@huitang/contracts';
import type { TMeetingService } from '../meeting/meeting.service.ts';
import { paperRepository as repo, type TNamedPaper, type TPaperSettingsRow } from './paper.repository.ts';
import { presentSettings } from './paper.presenter.ts';

export interface TPaperDeps {
  meetings: TMeetingService;
  /** Whether the person holds a confirmed place at the meeting (sign-up's answer). */
  attends: (user: TSessionUser, meetingId: number) => Promise<boolean>;
  /** A finished upload of this person's, by its URL; undefined when it is not theirs or not complete. */
  ownFile: (userId: number, url: string) => Promise<TPaperFile | undefined>;
}

/**
 * Words as a Chinese word processor counts them: each Han character (and each full-width mark) is
 * one, and each run of Latin letters or digits is one.
 */
export const wordCount = (text: string) =>
  (text.match(/[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/gu)?.length ?? 0) +
  (text.match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g)?.length ?? 0);

const stateOf = (settings: TPaperSettingsRow | undefined, now = new Date()): TCallState => {
  if (!settings?.isOpen) return 'closed';
  if (settings.opensAt && now < settings.opensAt) return 'notOpen';
  return now > settings.closesAt ? 'ended' : 'open';
};

export const typeNameOf = (row: TNamedPaper, locale: TLocale) =>
  (locale === 'en' && row.typeNameEn) || row.typeName;

const core = (row: TNamedPaper, locale: TLocale) => ({
  id: row.paper.id,
  meetingId: row.paper.meetingId,
  typeId: row.paper.typeId,
  typeName: typeNameOf(row, locale),
  title: row.paper.title,
  abstract: row.paper.abstract,
  keywords: row.paper.keywords,
  topic: row.paper.topic,
  files: row.paper.files,
  status: row.paper.status,
  submittedAt: row.paper.submittedAt.toISOString(),
  updatedAt: row.paper.updatedAt.toISOString(),
});
export { core as paperCore };

/**
 * The call for papers and the authors' side of it (console article/setting, the meeting page's submit
 * tab, the personal centre's papers): settings and types, submitting with attachments checked
 * against the call's rules, editing until the deadline, withdrawing.
 */
export const createPaperService = (db: TDb, { meetings, attends, ownFile }: TPaperDeps) => {
  const settingsOf = async (meetingId: number) => {
    const row = await repo.settings(db, meetingId);
    if (row) return row;
    // Until the organiser opens it, the call closes when the meeting starts.
    const meeting = await meetings.find(meetingId);
    if (!meeting) throw notFound();
    return {
      meetingId,
      isOpen: false,
      opensAt: null,
      closesAt: meeting.startTime,
      needsSignUp: false,
      abstractWordLimit: 500,
      keywordsMax: 5,
      topics: [],
      fileKinds: ['pdf', 'doc', 'docx'],
      fileMaxMb: 20,
      filesMax: 3,
      filesRequired: true,
      blindReview: true,
      guide: '',
      guideEn: '',
      updatedAt: new Date(),
    } satisfies TPaperSettingsRow;
  };

  const typesOf = async (meetingId: number) =>
    (await repo.types(db, meetingId)).map(({ id, name, nameEn }) => ({ id, name, nameEn }));

  const mine = (row: TNamedPaper, settings: TPaperSettingsRow, locale: TLocale): TMyPaper => ({
    ...core(row, locale),
    meetingName: row.meetingName,
    authors: row.paper.authors,
    notifyEmail: row.paper.notifyEmail,
    notifySms: row.paper.notifySms,
    editable: row.paper.status === 'submitted' && stateOf(settings) === 'open',
    decisionNote:
      row.paper.status === 'accepted' || row.paper.status === 'rejected' ? row.paper.decisionNote : '',
  });

  /** Every rule of the call a submission must meet, with the message that names what is wrong. */
  const check = async (user: TSessionUser, body: TPaperSubmit, settings: TPaperSettingsRow) => {
    const state = stateOf(settings);
    if (state === 'closed') throw conflict('paper.closed');
    if (state === 'notOpen') throw conflict('paper.notOpen', { time: chinaClock(settings.opensAt) });
    if (state === 'ended') throw conflict('paper.ended');
    if (settings.needsSignUp && !(await attends(user, body.meetingId))) throw conflict('paper.needsSignUp');
    const type = await repo.type(db, body.typeId);
    if (type?.meetingId !== body.meetingId) throw invalid('paper.unknownType', 'typeId');
    if (settings.topics.length && !settings.topics.includes(body.topic))
      throw invalid('paper.unknownTopic', 'topic');
    const count = wordCount(body.abstract);
    if (count > settings.abstractWordLimit)
      throw invalid('paper.abstractTooLong', 'abstract', { max: settings.abstractWordLimit, count });
    if (body.keywords.length > settings.keywordsMax)
      throw invalid('paper.tooManyKeywords', 'keywords', { max: settings.keywordsMax });
    if (settings.filesRequired && !body.files.length) throw invalid('paper.fileRequired', 'files');
    if (body.files.length > settings.filesMax)
      throw invalid('paper.tooManyFiles', 'files', { max: settings.filesMax });
    const files: TPaperFile[] = [];
    for (const url of new Set(body.files)) {
      const file = await ownFile(user.userId, url);
      if (!file) throw invalid('paper.fileUnknown', 'files');
      const ext = file.fileName.split('.').pop()?.toLowerCase() ?? '';
      if (!(settings.fileKinds as string[]).includes(ext))
        throw invalid('paper.fileKind', 'files', {
          name: file.fileName,
          kinds: settings.fileKinds.join(', '),
        });
      if (file.size > settings.fileMaxMb * 1024 * 1024)
        throw invalid('paper.fileSize', 'files', { name: file.fileName, max: settings.fileMaxMb });
      files.push(file);
    }
    return files;
  };

  return {
    settingsOf,
    typesOf,
    stateOf,

    async settings(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return presentSettings(await settingsOf(meetingId));
    },

    async editSettings(user: TSessionUser, body: TPaperSettingsEdit) {
      await meetings.authorize(user, body.meetingId);
      await repo.saveSettings(db, {
        ...body,
        opensAt: body.opensAt ? new Date(body.opensAt) : null,
        closesAt: new Date(body.closesAt),
      });
      return presentSettings(await settingsOf(body.meetingId));
    },

    async types(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return typesOf(meetingId);
    },

    async addType(user: TSessionUser, body: { meetingId: number; name: string; nameEn: string }) {
      await meetings.authorize(user, body.meetingId);
      await repo.insertType(db, body);
      return typesOf(body.meetingId);
    },

    async editType(user: TSessionUser, body: { id: number; name: string; nameEn: string }) {
      const type = await repo.type(db, body.id);
      if (!type) throw notFound();
      await meetings.authorize(user, type.meetingId);
      await repo.updateType(db, body.id, { name: body.name, nameEn: body.nameEn });
      return typesOf(type.meetingId);
    },

    async removeType(user: TSessionUser, id: number) {
      const type = await repo.type(db, id);
      if (!type) throw notFound();
      await meetings.authorize(user, type.meetingId);
      if (!(await repo.deleteUnusedType(db, id))) throw conflict('paper.typeInUse');
      return typesOf(type.meetingId);
    },

    /** The call as the meeting page's submit tab shows it; only for a listed meeting. */
    async call(meetingId: number): Promise<TPaperCall> {
      const meeting = await meetings.find(meetingId);
      if (meeting?.meetingStatus !== MeetingStatus.LISTED) throw notFound();
      const settings = await settingsOf(meetingId);
      const { blindReview: _blind, ...shown } = presentSettings(settings);
      return { ...shown, state: stateOf(settings), types: await typesOf(meetingId) };
    },

    async submit(user: TSessionUser, body: TPaperSubmit, locale: TLocale): Promise<TMyPaper> {
      const meeting = await meetings.find(body.meetingId);
      if (meeting?.meetingStatus !== MeetingStatus.LISTED) throw notFound();
      const settings = await settingsOf(body.meetingId);
      const files = await check(user, body, settings);
      const values = {
        typeId: body.typeId,
        title: body.title,
        authors: body.authors,
        abstract: body.abstract,
        keywords: body.keywords,
        topic: body.topic,
        files,
        notifyEmail: body.notifyEmail,
        notifySms: body.notifySms,
      };
      const id = await db.transaction(async (tx) => {
        if (body.id === undefined)
          return repo.insert(tx, { ...values, meetingId: body.meetingId, userId: user.userId });
        const paper = await repo.lock(tx, body.id);
        // Another person's paper is reported missing: its existence is not ours to tell.
        if (paper?.userId !== user.userId || paper.meetingId !== body.meetingId) throw notFound();
        if (paper.status !== 'submitted') throw conflict('paper.notEditable');
        await repo.update(tx, body.id, values);
        return body.id;
      });
      return mine((await repo.find(db, id))!, settings, locale);
    },

    async mine(user: TSessionUser, locale: TLocale) {
      const rows = await repo.ofUser(db, user.userId);
      const settings = new Map<number, TPaperSettingsRow>();
      for (const row of rows)
        if (!settings.has(row.paper.meetingId))
          settings.set(row.paper.meetingId, await settingsOf(row.paper.meetingId));
      return rows.map((row) => mine(row, settings.get(row.paper.meetingId)!, locale));
    },

    /** The author takes a paper back before it is decided; reviews of it end with it. */
    async withdraw(user: TSessionUser, id: number, locale: TLocale) {
      await db.transaction(async (tx) => {
        const paper = await repo.lock(tx, id);
        if (paper?.userId !== user.userId) throw notFound();
        if (paper.status !== 'submitted') throw conflict('paper.notEditable');
        await repo.update(tx, id, { status: 'withdrawn' });
      });
      const row = (await repo.find(db, id))!;
      return mine(row, await settingsOf(row.paper.meetingId), locale);
    },
  };
};

export type TPaperService = ReturnType<typeof createPaperService>;
