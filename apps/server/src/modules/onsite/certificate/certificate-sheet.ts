import { textsUnder, translate, type TLocale, type TMessageKey } from '@huitang/contracts';
import { readSheetRows } from '../../../platform/http/files/xlsx-book.ts';

const COLUMNS = textsUnder('certificate.column.');
const MAX_ROWS = 5000;
const { name, mobile, unit, hours } = COLUMNS;

/**
 * The people of an imported certificate list (name, mobile, unit, hours), every row checked: a
 * missing name, a bad mobile or hours, or a mobile twice; each problem named with its row.
 */
export const readCertificateSheet = async (content: Buffer, locale: TLocale) => {
  const lines = await readSheetRows(content, { name, mobile, unit, hours }, MAX_ROWS);
  const people: { name: string; mobile: string; unit: string; hours: number; registrationId: null }[] = [];
  const errors: { row: number; message: string }[] = [];
  const rowOfMobile = new Map<string, number>();
  const problem = (row: number, key: TMessageKey, params?: Record<string, number>) =>
    errors.push({ row, message: translate(key, locale, params) });
  for (const { row, values } of lines) {
    const given = values.hours ? Number(values.hours) : 0;
    if (!values.name) problem(row, 'certificate.nameMissing');
    else if (!/^1\d{10}$/.test(values.mobile)) problem(row, 'certificate.badMobile');
    else if (!Number.isFinite(given) || given < 0 || given > 200) problem(row, 'certificate.badHours');
    else if (rowOfMobile.has(values.mobile))
      problem(row, 'certificate.twiceInFile', { row: rowOfMobile.get(values.mobile)! });
    else {
      rowOfMobile.set(values.mobile, row);
      people.push({
        name: values.name.slice(0, 32),
        mobile: values.mobile,
        unit: values.unit.slice(0, 100),
        hours: Math.round(given * 10) / 10,
        registrationId: null,
      });
    }
  }
  return { people, errors };
};
