import { seatLabel, type TLocale } from '@huitang/contracts';
import type { mailRepository } from './mail.repository.ts';

export type TRecipient = Awaited<ReturnType<typeof mailRepository.recipients>>[number];

/** `{word}`s of a text that are none of the `known` variables. */
export const unknownVariables = (text: string, known: readonly string[]) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((name) => !known.includes(name));

/** The text with each `{variable}` replaced by its value; an unknown one stays as written. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** One registrant's values of the variables mail and SMS templates may use. */
export const valuesOf = (recipient: TRecipient, meetingName: string, origin: string, locale: TLocale) => ({
  name: recipient.name,
  meeting: meetingName,
  type: recipient.typeName,
  seat: recipient.seat ? seatLabel(recipient.seat, recipient.seat.kind, locale) : '',
  order: recipient.orderNo,
  credential: `${origin}/account/meetingcenter/credentials?id=${recipient.registrationId}`,
  unit: recipient.unit,
});
