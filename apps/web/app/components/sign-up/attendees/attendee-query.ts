import { ZAttendeeListRequest, type TAttendeeListRequest } from '@huitang/contracts';
import { keywordOfQuery, pageOfQuery } from '../../../lib/list-query';

export const REGISTRATION_PAGE_SIZE = 20;

export type TAttendeeFilters = Pick<TAttendeeListRequest, 'typeId' | 'status' | 'paid' | 'audit' | 'keyword'>;

/** The registrations list's filters from the query (?typeId, status, paid=1|0, audit, keyword); nonsense is dropped. */
export const registrationFiltersOf = (query: URLSearchParams): TAttendeeFilters => {
  const shape = ZAttendeeListRequest.shape;
  const pick = <T>(parsed: { success: true; data: T } | { success: false }) =>
    parsed.success ? parsed.data : undefined;
  const paid = query.get('paid');
  const filters: TAttendeeFilters = {
    typeId: pick(shape.typeId.safeParse(query.get('typeId') ?? undefined)),
    status: pick(shape.status.safeParse(query.get('status') ?? undefined)),
    paid: paid === '1' ? true : paid === '0' ? false : undefined,
    audit: pick(shape.audit.safeParse(query.get('audit') ?? undefined)),
    keyword: keywordOfQuery(query) || undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
};

/** The request of one page of the list: page number and filters. */
export const registrationRequestOf = (request: Request) => {
  const query = new URL(request.url).searchParams;
  const filters = registrationFiltersOf(query);
  return { filters, body: { ...filters, pageCurrent: pageOfQuery(query), pageSize: REGISTRATION_PAGE_SIZE } };
};
