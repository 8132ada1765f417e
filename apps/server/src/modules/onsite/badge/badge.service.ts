import {
  BADGE_SIZES,
  chinaDayStart,
  seatLabel,
  translate,
  type TBadgePrintQuery,
  type TBadgeTemplate,
  type TBadgeTemplateEdit,
  type TLocale,
} from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { TMeetingService } from '../../meeting/meeting.service.ts';
import type { TCredentialSigner } from '../../sign-up/credential-signature.ts';
import { cardsPdf, uploadedBackground } from '../../../platform/pdf/cards-pdf.ts';
import { seatsHeld } from '../seat/seat.service.ts';
import { badgeRepository } from './badge.repository.ts';

interface TDeps {
  meetings: TMeetingService;
  credentials: TCredentialSigner;
  uploadsDir: string;
}

/** A portrait 90×120 mm badge: the name large in the middle, unit and type under it, the credential's QR below. */
const DEFAULT_LOOK: Omit<TBadgeTemplate, 'meetingId'> = {
  size: 'card90x120',
  backgroundUrl: '',
  fields: [
    { key: 'meetingName', x: 0, y: 12, size: 11, align: 'center', bold: false },
    { key: 'name', x: 0, y: 36, size: 30, align: 'center', bold: true },
    { key: 'unit', x: 0, y: 56, size: 12, align: 'center', bold: false },
    { key: 'typeName', x: 0, y: 66, size: 12, align: 'center', bold: false },
    { key: 'qr', x: 30, y: 80, size: 30, align: 'left', bold: false },
  ],
};

/** A meeting's badge (breastpiece): the template its organisers design, and the PDFs printed from it. */
export const createBadgeService = (db: TDb, { meetings, credentials, uploadsDir }: TDeps) => {
  const templateOf = async (meetingId: number): Promise<TBadgeTemplate> => {
    const row = await badgeRepository.template(db, meetingId);
    return row
      ? { meetingId, size: row.size, backgroundUrl: row.backgroundUrl, fields: row.fields }
      : { meetingId, ...DEFAULT_LOOK };
  };

  return {
    async view(user: TSessionUser, meetingId: number) {
      await meetings.authorize(user, meetingId);
      return templateOf(meetingId);
    },

    async edit(user: TSessionUser, values: TBadgeTemplateEdit) {
      await meetings.authorize(user, values.meetingId);
      await badgeRepository.save(db, values);
      return templateOf(values.meetingId);
    },

    /** The PDF of one person (printed at the desk), of a type, of those checked in today, or of all. */
    async print(user: TSessionUser, query: TBadgePrintQuery, locale: TLocale) {
      const meeting = await meetings.authorize(user, query.meetingId);
      const [template, people, seats] = await Promise.all([
        templateOf(query.meetingId),
        badgeRepository.people(db, query.meetingId, {
          id: query.id,
          typeId: query.typeId,
          checkedInSince: query.checkedInToday ? chinaDayStart(new Date()) : undefined,
        }),
        seatsHeld.inMeeting(db, query.meetingId),
      ]);
      if (!people.length) throw conflict('badge.noneToPrint');
      const meetingName = (locale === 'en' && meeting.meetingNameEn) || meeting.meetingName;
      const values = people.map((person) => {
        const seat = seats.get(person.id);
        return {
          name: person.name,
          unit: person.unit,
          position: person.position,
          typeName: (locale === 'en' && person.typeNameEn) || person.typeName,
          seat: seat ? seatLabel(seat, seat.kind, locale) : '',
          meetingName,
          qr: credentials.text(
            { meetingId: person.meetingId, registrationId: person.id },
            person.credentialCode,
          ),
        };
      });
      const pdf = await cardsPdf(
        {
          size: BADGE_SIZES[template.size],
          fields: template.fields,
          title: translate('badge.fileName', locale),
        },
        values,
        await uploadedBackground(uploadsDir, template.backgroundUrl),
      );
      const who = query.id && people[0] ? `-${people[0].name}` : '';
      return { pdf, fileName: `${translate('badge.fileName', locale)}-${query.meetingId}${who}.pdf` };
    },
  };
};
export type TBadgeService = ReturnType<typeof createBadgeService>;
