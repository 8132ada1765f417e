import { z } from 'zod';
import { ZPageRequest, pageOf } from './envelope.ts';
import { ZId, keyword, optionalText, text } from './fields.ts';
import { ZOrderStatus } from './sign-up.ts';
import { COURSE_KINDS, PERIOD_KINDS } from './course.ts';

/**
 * Earnings from course sales and their withdrawal (SPEC /account/earnings, draw_money,
 * /account/organization/earnings): a person's share, or their institution's when `orgId` is given.
 */

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZWithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);

/** Whose earnings: the caller's own, or (for its administrators) an institution's. */
export const ZEarnerRequest = z.object({ orgId: ZId.optional() });

export const ZEarningsSummary = z.object({
  balanceFen: z.number().int(),
  earnedFen: z.number().int(),
  /** Requested and not yet decided: neither in the balance nor paid out. */
  pendingFen: z.number().int(),
  withdrawnFen: z.number().int(),
  byMonth: z.array(z.object({ month: z.string(), amountFen: z.number().int() })),
  byCourse: z.array(
    z.object({
      courseId: z.number().int(),
      courseName: z.string(),
      sales: z.number().int(),
      amountFen: z.number().int(),
    }),
  ),
});
export type TEarningsSummary = z.infer<typeof ZEarningsSummary>;

export const ZWithdrawalRequest = ZEarnerRequest.extend({
  amountFen: z.number().int('field.invalid').min(100, 'earnings.minimum').max(100_000_000, 'field.invalid'),
  method: z.enum(['bank', 'alipay']),
  accountName: text(50),
  accountNo: text(50),
  bankName: optionalText(50),
}).refine((request) => request.method !== 'bank' || request.bankName !== '', {
  message: 'earnings.bankRequired',
  path: ['bankName'],
});
export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;

export const ZWithdrawal = z.object({
  id: z.number().int(),
  kind: z.enum(['user', 'org']),
  ownerId: z.number().int(),
  ownerName: z.string(),
  amountFen: z.number().int(),
  method: z.enum(['bank', 'alipay']),
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string(),
  status: ZWithdrawalStatus,
  note: z.string(),
  gmtCreate: z.string(),
  gmtDecided: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
export const ZWithdrawalPage = pageOf(ZWithdrawal);
export const ZWithdrawalListRequest = ZPageRequest.extend({ orgId: ZId.optional() });
export const ZAdminWithdrawalListRequest = ZPageRequest.extend({
  status: ZWithdrawalStatus.default('pending'),
});
/** Approving records the payout as made; rejecting gives the amount back to the balance, with why. */
export const ZWithdrawalAuditRequest = z
  .object({ id: ZId, approve: z.boolean(), note: optionalText(200) })
  .refine((audit) => audit.approve || audit.note !== '', {
    message: 'course.rejectNoteRequired',
    path: ['note'],
  });

/** The orders of a seller's courses (SPEC /account/organization/order): an institution's, or a lecturer's own. */
export const ZCourseSaleListRequest = ZPageRequest.extend({
  orgId: ZId.optional(),
  status: ZOrderStatus.optional(),
  /** Order number, course name, or the buyer's name or mobile. */
  keyword: keyword(50),
});
export const ZCourseSale = z.object({
  orderNo: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  buyerName: z.string(),
  buyerMobile: z.string(),
  payableFen: z.number().int(),
  status: ZOrderStatus,
  payProvider: z.string(),
  gmtCreate: z.string(),
  gmtPaid: z.string().nullable(),
  gmtRefunded: z.string().nullable(),
  refundReason: z.string(),
});
export type TCourseSale = z.infer<typeof ZCourseSale>;
export const ZCourseSalePage = pageOf(ZCourseSale);
/** A seller's refund of a paid order: the money goes back, the buyer leaves the course, the shares are taken back. */
export const ZCourseRefundRequest = z.object({
  orderNo: z.string().regex(/^C\d{20}$/, 'field.invalid'),
  reason: text(200),
});

/** A course's study figures (SPEC count: video) for those who run it. */
export const ZVideoCountCourse = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  kind: z.enum(COURSE_KINDS),
  /** Enrolled (free, bought or as members), and of them those who studied any lesson. */
  students: z.number().int(),
  learners: z.number().int(),
  /** Lessons finished, counted once per student and lesson. */
  finished: z.number().int(),
  /** Seconds of video and live really watched, all students together. */
  watchedSeconds: z.number().int(),
});
export const ZVideoCountCoursePage = pageOf(ZVideoCountCourse);
/** One lesson's figures: how many studied and finished it, where a course loses its students. */
export const ZVideoCountPeriod = z.object({
  periodId: z.number().int(),
  title: z.string(),
  kind: z.enum(PERIOD_KINDS),
  learners: z.number().int(),
  finished: z.number().int(),
  watchedSeconds: z.number().int(),
});
export type TVideoCountPeriod = z.infer<typeof ZVideoCountPeriod>;
