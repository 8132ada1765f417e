import {
  ALWAYS_REQUIRED_FIELDS,
  BUILTIN_FIELDS,
  type TAttendeeDetails,
  type TBuiltinField,
  type TSignUpForm,
  type TFormField,
} from '@huitang/contracts';
import type { TEditLang } from '../console/use-console';

/** One question of the meeting's form as a person answers it (labels already in their language). */
export type TFieldView = TSignUpForm['fields'][number];

export const isBuiltin = (key: string): key is TBuiltinField =>
  (BUILTIN_FIELDS as readonly string[]).includes(key);

/** Where an answer sits in a participant: built-in fields by name, the organiser's own under extra. */
export const answerPath = (key: string): string[] => (isBuiltin(key) ? [key] : ['extra', key]);

/** The contract's (ZAttendeeDetails) limit of each built-in field; the organiser's text fields take 1000. */
export const FIELD_MAX: Record<TBuiltinField, number> = {
  name: 32,
  mobile: 11,
  unit: 100,
  position: 64,
  email: 100,
  idNumber: 18,
};

export const isAlwaysRequired = (key: string): boolean =>
  (ALWAYS_REQUIRED_FIELDS as readonly string[]).includes(key);

/** The console's view of the form (both languages, switches) as the questions a participant sees. */
export const fieldViewsOf = (fields: TFormField[], lang: TEditLang): TFieldView[] =>
  fields
    .filter((field) => field.enabled || isAlwaysRequired(field.key))
    .map((field) => ({
      key: field.key,
      kind: field.kind,
      label: lang === 'en' && field.labelEn ? field.labelEn : field.label,
      options: field.options.map((option) => ({
        value: option.label,
        label: lang === 'en' && option.labelEn ? option.labelEn : option.label,
      })),
      required: field.required || isAlwaysRequired(field.key),
    }));

export const emptyAttendee = (): TAttendeeDetails => ({
  name: '',
  mobile: '',
  unit: '',
  position: '',
  email: '',
  idNumber: '',
  extra: {},
});

/** A participant as the form holds them, with nothing undefined (the API wants every key). */
export const attendeeOf = (values: Partial<TAttendeeDetails> | undefined): TAttendeeDetails => {
  const base = emptyAttendee();
  const extra = Object.fromEntries(
    Object.entries(values?.extra ?? {}).filter(([, answer]) => answer !== undefined && answer !== null),
  );
  return {
    ...base,
    ...Object.fromEntries(BUILTIN_FIELDS.map((key) => [key, (values?.[key] ?? '').trim()])),
    extra,
  };
};

/** True when a participant has answered this question. */
export const isAnswered = (attendee: TAttendeeDetails, field: TFieldView): boolean => {
  const answer = isBuiltin(field.key) ? attendee[field.key] : attendee.extra[field.key];
  return Array.isArray(answer) ? answer.length > 0 : !!answer?.trim();
};
