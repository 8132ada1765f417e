import type { TLocale, TSearchRequest } from '@huitang/contracts';
import type { TMeetingSearchService } from '../meeting/meeting-search.service.ts';

/**
 * Search across every kind (SPEC search types 0–8). Each domain indexes and finds its own things;
 * this asks the one the visitor's tab names. Meetings (type 0) are the only kind built so far.
 */
export const createSearchService = (meetings: TMeetingSearchService) => ({
  meetings: (request: TSearchRequest, locale: TLocale) => meetings.search(request, locale),
});

export type TSearchService = ReturnType<typeof createSearchService>;
