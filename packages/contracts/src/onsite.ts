import { z } from 'zod';
import { pageOf, ZPageRequest } from './envelope.ts';
import { keyword, optionalText, ZId, ZTime } from './fields.ts';
import { ZAttendeeStatus } from './sign-up.ts';

/** The desk's name as staff call it ("A 台", "South gate"); shown to other desks and in the log. */
const ZDesk = optionalText(32);
/** What a credential's QR code says: HT2.<meeting>.<registration>.<signature>. */
export const ZCredentialText = z.string().trim().min(1, 'field.required').max(120, 'field.tooLong');

/**
 * One check-in at the desk: by a scanned credential or a row of the list (id); at the
 * meeting's entrance, or with placeId at a venue (place/sign, attendance for CME hours).
 */
export const ZSignRequest = z
  .object({
    meetingId: ZId,
    desk: ZDesk,
    credential: ZCredentialText.optional(),
    id: ZId.optional(),
    placeId: ZId.optional(),
  })
  .refine((value) => value.credential !== undefined || value.id !== undefined, {
    message: 'field.required',
    path: ['credential'],
  });
export type TSignRequest = z.infer<typeof ZSignRequest>;

/** green: in now; amber: was already in (when and where); red: refused, the reason says why. */
export const ZScanVerdict = z.enum(['green', 'amber', 'red']);
export type TScanVerdict = z.infer<typeof ZScanVerdict>;

export const ZScanPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  typeName: z.string(),
  seat: z.string(),
});
export const ZScanResult = z.object({
  verdict: ZScanVerdict,
  message: z.string(),
  person: ZScanPerson.nullable(),
  checkedInAt: z.string().nullable(),
  desk: z.string(),
});
export type TScanResult = z.infer<typeof ZScanResult>;

/** What an offline desk queued: replayed once it is back online, each scan counted once by clientId. */
export const ZSyncRequest = z.object({
  meetingId: ZId,
  desk: ZDesk,
  scans: z
    .array(
      z.object({
        clientId: z.uuid('field.invalid'),
        credential: ZCredentialText,
        placeId: ZId.optional(),
        scannedAt: ZTime,
      }),
    )
    .min(1, 'field.required')
    .max(500, 'field.tooLong'),
});
export type TSyncRequest = z.infer<typeof ZSyncRequest>;
export const ZSyncResult = z.array(ZScanResult.extend({ clientId: z.string() }));

export const ZCheckInListRequest = ZPageRequest.extend({
  meetingId: ZId,
  keyword: keyword(50),
  typeId: ZId.optional(),
  state: z.enum(['in', 'out']).optional(),
});
export type TCheckInListRequest = z.infer<typeof ZCheckInListRequest>;

export const ZCheckInRow = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  unit: z.string(),
  orderNo: z.string(),
  typeName: z.string(),
  status: ZAttendeeStatus,
  checkedInAt: z.string().nullable(),
  desk: z.string(),
  checkedInBy: z.string(),
  hadMeals: z.boolean(),
  materials: z.boolean(),
  places: z.array(z.string()),
});
export type TCheckInRow = z.infer<typeof ZCheckInRow>;
export const ZCheckInPage = pageOf(ZCheckInRow);

export const ZCheckInCount = z.object({
  confirmed: z.number().int(),
  checkedIn: z.number().int(),
  hadMeals: z.number().int(),
  materials: z.number().int(),
});

export const ZHandOutRequest = z.object({ id: ZId, hadMeals: z.boolean(), materials: z.boolean() });

/** One registrant as an offline desk keeps them: enough to answer a scan with no network. */
export const ZDeskPerson = ZScanPerson.extend({
  code: z.string(),
  mobile: z.string(),
  orderNo: z.string(),
  status: ZAttendeeStatus,
  checkedInAt: z.string().nullable(),
  desk: z.string(),
});
export type TDeskPerson = z.infer<typeof ZDeskPerson>;
export const ZDeskRoster = z.object({
  meetingId: z.number().int(),
  meetingName: z.string(),
  places: z.array(z.object({ id: z.number().int(), name: z.string() })),
  people: z.array(ZDeskPerson),
  /** The last desk event included: ask for changes after it. */
  cursor: z.number().int(),
});
export type TDeskRoster = z.infer<typeof ZDeskRoster>;

export const ZDeskChangesRequest = z.object({ meetingId: ZId, after: z.number().int().min(0) });
export const ZDeskChanges = z.object({
  cursor: z.number().int(),
  changes: z.array(z.object({ id: z.number().int(), checkedInAt: z.string().nullable(), desk: z.string() })),
});
export type TDeskChanges = z.infer<typeof ZDeskChanges>;

/** An attendee checks themselves in with the door QR the organiser shows (a venue's, or the meeting's). */
export const ZSelfSignRequest = z.object({
  meetingId: ZId,
  placeId: ZId.optional(),
  code: z.string().trim().length(22, 'desk.badDoorCode'),
});
export type TSelfSignRequest = z.infer<typeof ZSelfSignRequest>;
export const ZDoorQrQuery = z.object({ meetingId: ZId, placeId: ZId.optional() });
