import { MOBILE_PATTERN, type TAttendeeDetails, type TSignUpRequest } from '@huitang/contracts';
import { attendeeOf, isAnswered, type TFieldView } from '../form-fields';
import { invoiceRequestOf, type TInvoiceValues } from '../orders/invoice-fields';
import type { TRoomValues } from './room-fields';
import type { TContractTextKey } from '../use-contract-text';

/** The sign-up form's values as antd holds them. */
export interface TSignUpValues {
  typeId?: number;
  attendees?: Partial<TAttendeeDetails>[];
  groupUnit?: string;
  rooms?: TRoomValues[];
  invoice?: TInvoiceValues;
  discountCode?: string;
}

export const signUpRequestOf = (
  values: TSignUpValues,
  meetingId: number,
  inviteCode: string | undefined,
): TSignUpRequest => {
  const discountCode = values.discountCode?.trim();
  return {
    meetingId,
    typeId: values.typeId,
    attendees: (values.attendees ?? []).map(attendeeOf),
    groupUnit: (values.groupUnit ?? '').trim(),
    rooms: (values.rooms ?? []).map((room) => ({
      roomTypeId: room.roomTypeId ?? 0,
      nights: room.nights ?? [],
      rooms: room.rooms ?? 1,
    })),
    invoice: invoiceRequestOf(values.invoice),
    ...(discountCode ? { discountCode } : {}),
    ...(inviteCode ? { inviteCode } : {}),
  };
};

/**
 * The first thing missing, as the SPEC 5 message a person is shown: type, applicant, group unit,
 * attachment, participant details, mobile number; null when the request can be quoted.
 */
export const firstProblem = (request: TSignUpRequest, fields: TFieldView[]): TContractTextKey | null => {
  if (!request.typeId) return 'signUp.selectType';
  if (request.attendees.length === 0) return 'signUp.applicantBlank';
  if (request.attendees.length > 1 && !request.groupUnit) return 'signUp.groupUnit';
  const missing = (attendee: TAttendeeDetails) =>
    fields.filter((field) => field.required && !isAnswered(attendee, field));
  const gaps = request.attendees.flatMap(missing);
  if (gaps.some((field) => field.kind === 'attachment')) return 'signUp.uploadAttachment';
  if (gaps.length > 0) return 'signUp.improveAttendee';
  if (request.attendees.some((attendee) => !MOBILE_PATTERN.test(attendee.mobile))) return 'mobile.invalid';
  return null;
};
