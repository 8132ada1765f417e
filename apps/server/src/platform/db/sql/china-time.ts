import { CHINA_ZONE } from '@huitang/contracts';
import { sql, type SQLWrapper } from 'drizzle-orm';

/*
 * China time in SQL, where PostgreSQL converts (months of a sum, days of a programme). The zone is
 * written into the statement as a literal, not bound: a GROUP BY must repeat its SELECT's expression
 * exactly, and two bound parameters are two different expressions to PostgreSQL (decision 051).
 */
const zone = sql.raw(`'${CHINA_ZONE}'`);

/**
 * `expr at time zone 'Asia/Shanghai'`: a moment (timestamptz) as the China wall clock, or a China
 * wall clock (timestamp) as the moment it names.
 */
export const inChinaTime = (expr: SQLWrapper) => sql`(${expr} at time zone ${zone})`;

/** The China month ('YYYY-MM') of a moment. */
export const chinaMonth = (moment: SQLWrapper) => sql<string>`to_char(${inChinaTime(moment)}, 'YYYY-MM')`;

/** The China day of a moment, as a date. */
export const chinaDate = (moment: SQLWrapper) => sql`${inChinaTime(moment)}::date`;
