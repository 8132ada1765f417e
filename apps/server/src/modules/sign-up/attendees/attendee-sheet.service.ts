import type { Readable } from 'node:stream';
import { MOBILE_PATTERN, type TImportResult, type TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { conflict, invalid } from '../../../platform/http/errors.ts';
import { chunksById, streamSheet } from '../../../platform/http/files/xlsx-stream.ts';
import { attendeeRepository } from '../attendee.repository.ts';
import type { TSignUpSettingsService } from '../settings/sign-up-settings.service.ts';
import { signUpSettingsRepository } from '../sign-up-settings.repository.ts';
import { FILE_NAMES, importTemplate } from '../sign-up-sheets.ts';
import { exportColumns } from './attendee-export.ts';
import { planImport, readSheet } from './attendee-import.ts';
import type { TAttendeeService } from './attendee.service.ts';

/** Someone signed the same mobile up between the check and the write. */
const takenMobile = (error: unknown) => {
  const detail = (error as { cause?: { detail?: string }; detail?: string }).cause?.detail;
  return /\(meeting_id, mobile\)=\(\d+, (\d+)\)/.exec(detail ?? '')?.[1] ?? '';
};

/** The attendee list as spreadsheets: export (all or chosen columns), the import template, import. */
export const createAttendeeSheetService = (
  db: TDb,
  attendees: TAttendeeService,
  settings: TSignUpSettingsService,
) => ({
  /** 306 unless the caller runs the meeting. */
  authorize: async (user: TSessionUser, meetingId: number, locale: TLocale) => {
    await attendees.usage(user, meetingId, locale);
  },

  /**
   * The export as a stream, `columns` chosen from the meeting's form (all when absent; an unknown
   * key is 601). Authorised before the first byte: once streaming, an error can only cut it short.
   */
  async export(
    user: TSessionUser,
    meetingId: number,
    columns: string[] | undefined,
    locale: TLocale,
    onError: (error: unknown) => void,
  ): Promise<{ fileName: string; stream: Readable }> {
    await attendees.usage(user, meetingId, locale);
    const all = exportColumns(await attendees.fieldsOf(meetingId), locale);
    if (columns && (columns.length === 0 || !columns.every((key) => all.has(key))))
      throw invalid('field.invalid', 'columns');
    const chosen = (columns ?? [...all.keys()]).map((key) => all.get(key)!);
    const name = FILE_NAMES.registrations[locale];
    const rows = chunksById((afterId, size) => attendeeRepository.chunk(db, meetingId, afterId, size));
    return { fileName: `${name}-${meetingId}`, stream: streamSheet(name, chosen, rows, onError) };
  },

  async template(user: TSessionUser, meetingId: number, locale: TLocale) {
    const { types } = await settings.settings(user, meetingId);
    const fields = await attendees.fieldsOf(meetingId);
    return {
      fileName: `${FILE_NAMES.template[locale]}-${meetingId}`,
      content: await importTemplate(fields, types, locale),
    };
  },

  /** Every row checked first; any error imports nothing and lists them all with their row numbers. */
  async import(
    user: TSessionUser,
    meetingId: number,
    content: Buffer,
    locale: TLocale,
  ): Promise<TImportResult> {
    await attendees.usage(user, meetingId, locale);
    const fields = await attendees.fieldsOf(meetingId);
    const sheet = await readSheet(content, fields);
    const mobiles = sheet.map((row) => row.values.get('mobile') ?? '').filter((m) => MOBILE_PATTERN.test(m));
    const [types, live] = await Promise.all([
      signUpSettingsRepository.types(db, meetingId),
      attendeeRepository.holders(db, meetingId, mobiles),
    ]);
    const plan = planImport(sheet, fields, types, new Set(live.map((holder) => holder.mobile)), locale);
    if (plan.errors.length) return { imported: 0, errors: plan.errors };
    try {
      // One transaction: the type quotas are checked under their locks, and a refusal writes nothing.
      await db.transaction((tx) =>
        attendees.registerOffline(tx, user.userId, meetingId, plan.rows, 'import', fields),
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict('signUp.alreadyRegistered', { mobile: takenMobile(error) });
      throw error;
    }
    await attendeeRepository.saveUnits(
      db,
      plan.rows.map((row) => row.attendee.unit),
    );
    return { imported: plan.rows.length, errors: [] };
  },
});
export type TAttendeeSheetService = ReturnType<typeof createAttendeeSheetService>;
