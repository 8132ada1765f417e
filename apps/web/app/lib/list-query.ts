import { useLocation, useNavigation, useSearchParams } from 'react-router';

/** The API's last page number (ZPageRequest). */
const MAX_PAGE = 100_000;

/** The page number of a list page's query (?page=), 1 when missing or nonsense. */
export const pageOfQuery = (query: URLSearchParams): number =>
  Math.min(MAX_PAGE, Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1));

/** A search keyword from the query, within the 32 characters the API takes; control characters dropped. */
export const keywordOfQuery = (query: URLSearchParams): string =>
  (query.get('keyword') ?? '')
    // eslint-disable-next-line no-control-regex -- NUL and friends are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 32);

/**
 * Moves a list page to other query values (filter, keyword, page); an empty value drops the key,
 * so the loader runs again with the new query. `num` (SPEC 2, the message link's timestamp) never
 * survives a move. A move made while another is still loading starts from that one's query, so a
 * keyword typed just after a tab click keeps the tab.
 */
export const useQueryNav = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  return (changes: Record<string, string | null>) => {
    // The address bar, not this render's query: a finished move shows there a moment before the page
    // renders it, and a filter set in that moment must not undo it.
    const base =
      pending?.pathname === pathname
        ? new URLSearchParams(pending.search)
        : window.location.pathname === pathname
          ? new URLSearchParams(window.location.search)
          : searchParams;
    const next = new URLSearchParams(base);
    next.delete('num');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next);
  };
};

/** The request of a searchable list page: ?page= and ?keyword= (left out when empty). */
export const keywordPageRequest = (request: Request, pageSize: number) => {
  const query = new URL(request.url).searchParams;
  const keyword = keywordOfQuery(query);
  return {
    keyword,
    body: { pageCurrent: pageOfQuery(query), pageSize, ...(keyword ? { keyword } : {}) },
  };
};
