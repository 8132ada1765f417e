import { textsUnder, translate, type TLocale, type TMessageKey } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { readSheetRows, simpleSheet } from '../../../platform/http/files/xlsx-book.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import { seatRepository as repo } from './seat.repository.ts';

const COLUMNS = textsUnder('seat.column.');
type TColumn = keyof typeof COLUMNS;
const ORDER: TColumn[] = ['name', 'mobile', 'unit', 'typeName', 'row', 'number'];
const MAX_ROWS = 5000;

/** The sheet's rows with a mobile and a seat; a row of a person left unseated is skipped, not a mistake. */
const readRows = async (content: Buffer) => {
  const lines = await readSheetRows(content, COLUMNS, MAX_ROWS);
  const rows: { row: number; mobile: string; seatRow: number; seatNumber: number }[] = [];
  const issues: TIssue[] = [];
  for (const { row, values } of lines) {
    if (!values.mobile || (!values.row && !values.number)) continue;
    if (!/^\d+$/.test(values.row) || !/^\d+$/.test(values.number))
      issues.push({ row, key: 'seat.seatColumns' });
    else
      rows.push({
        row,
        mobile: values.mobile,
        seatRow: Number(values.row),
        seatNumber: Number(values.number),
      });
  }
  return { rows, issues };
};

interface TIssue {
  row: number;
  key: TMessageKey;
  params?: Record<string, string | number>;
}

/**
 * Seating as a spreadsheet: the export lists every confirmed person with their seat (row and seat
 * number, blank when unseated); the same sheet, edited, imports back. An import is checked whole
 * first, and any bad row means nothing is written.
 */
export const createSeatSheetService = (db: TDb, meetings: TMeetingService) => ({
  authorize: (user: TSessionUser, meetingId: number) => meetings.authorize(user, meetingId),

  async export(user: TSessionUser, meetingId: number, locale: TLocale) {
    await meetings.authorize(user, meetingId);
    const map = await repo.current(db, meetingId);
    if (!map) throw conflict('seat.noMap');
    const people = await repo.people(db, meetingId, map.id, {});
    people.sort((a, b) => (a.row || 1e9) - (b.row || 1e9) || a.number - b.number);
    const content = await simpleSheet(
      translate('seat.sheetName', locale),
      ORDER.map((key) => COLUMNS[key][locale]),
      people.map((person) => [
        person.name,
        person.mobile,
        person.unit,
        (locale === 'en' && person.typeNameEn) || person.typeName,
        person.row || null,
        person.number || null,
      ]),
    );
    return { fileName: `${translate('seat.fileName', locale)}-${meetingId}`, content };
  },

  async import(user: TSessionUser, meetingId: number, content: Buffer, locale: TLocale) {
    await meetings.authorize(user, meetingId);
    const { rows, issues } = await readRows(content);
    const imported = await db.transaction(async (tx) => {
      const map = await repo.lockCurrent(tx, meetingId);
      if (!map) throw conflict('seat.noMap');
      await repo.releaseLapsed(tx, map.id);
      const [people, seats] = await Promise.all([
        repo.people(tx, meetingId, map.id, {}),
        repo.seatsOf(tx, map.id),
      ]);
      const personOf = new Map(people.map((person) => [person.mobile, person]));
      const nameOf = new Map(people.map((person) => [person.registrationId, person.name]));
      const seatAt = new Map(seats.map((seat) => [`${seat.row}.${seat.number}`, seat]));
      const rowOfSeat = new Map<number, number>();
      const rowOfPerson = new Map<number, number>();
      const pairs: { seatId: number; registrationId: number }[] = [];
      for (const line of rows) {
        const person = personOf.get(line.mobile);
        const seat = seatAt.get(`${line.seatRow}.${line.seatNumber}`);
        if (!person) issues.push({ row: line.row, key: 'seat.unknownPerson' });
        else if (rowOfPerson.has(person.registrationId))
          issues.push({
            row: line.row,
            key: 'seat.twiceInFile',
            params: { row: rowOfPerson.get(person.registrationId)! },
          });
        else if (!seat) issues.push({ row: line.row, key: 'seat.unknownSeat' });
        else if (seat.blocked) issues.push({ row: line.row, key: 'seat.blocked' });
        else if (rowOfSeat.has(seat.id))
          issues.push({ row: line.row, key: 'seat.twiceInFile', params: { row: rowOfSeat.get(seat.id)! } });
        else {
          rowOfPerson.set(person.registrationId, line.row);
          rowOfSeat.set(seat.id, line.row);
          pairs.push({ seatId: seat.id, registrationId: person.registrationId });
        }
      }
      // A seat kept by someone the sheet does not move elsewhere stays theirs.
      for (const pair of pairs) {
        const holder = seats.find((seat) => seat.id === pair.seatId)?.registrationId;
        if (holder && holder !== pair.registrationId && !rowOfPerson.has(holder))
          issues.push({
            row: rowOfSeat.get(pair.seatId)!,
            key: 'seat.occupiedBy',
            params: { name: nameOf.get(holder) ?? '' },
          });
      }
      if (issues.length) return 0;
      await repo.unseat(
        tx,
        map.id,
        pairs.map((pair) => pair.registrationId),
      );
      await repo.seatMany(tx, pairs);
      return pairs.length;
    });
    const errors = issues
      .sort((a, b) => a.row - b.row)
      .map((issue) => ({ row: issue.row, message: translate(issue.key, locale, issue.params) }));
    return { imported, errors };
  },
});
export type TSeatSheetService = ReturnType<typeof createSeatSheetService>;
