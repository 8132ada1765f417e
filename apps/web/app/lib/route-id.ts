import { INT4_MAX } from '@huitang/contracts';
import { data } from 'react-router';
import { stop } from './stop';

/** A row id as the API takes it (1 … 2147483647), or undefined for anything else. */
export const idOrUndefined = (raw: string | null | undefined): number | undefined => {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= INT4_MAX ? id : undefined;
};

/** The id a page is about (`:id`, ?id=): anything that cannot be a row is the 404 page, as a missing row is. */
export const routeId = (raw: string | null | undefined): number => {
  const id = idOrUndefined(raw);
  if (id === undefined) stop(data(null, { status: 404 }));
  return id;
};
