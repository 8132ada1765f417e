import routes from '../apps/web/app/routes.ts';

interface TRouteEntry {
  path?: string;
  index?: boolean;
  children?: TRouteEntry[];
}

/** The demo data's record behind a page's `:id` (meeting 1 is the demo meeting its organiser runs, and so on). */
const DEMO_ID = '1';

/** Every path of the route table, layouts flattened, optional segments left out. */
const pathsOf = (entries: TRouteEntry[], parent = ''): string[] =>
  entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path !== undefined || entry.index ? [here || '/'] : [];
    return [...own, ...pathsOf(entry.children ?? [], here)];
  });

/**
 * A page to open for each route: `:id` and `:id?` get a demo record's id, other optional segments
 * are left out, the catch-all gets a path nothing else answers. The console, the personal centre, the
 * seat pages and the exam pages take their record in the query (`?id=`), which the others ignore.
 */
export const routePages = (): string[] => {
  const pages = pathsOf(routes as TRouteEntry[]).map((pattern) => {
    if (pattern === '/*') return '/no-such-page';
    const path = pattern
      .replace(/:id\??/g, DEMO_ID)
      .replace(/\/:[a-z]+\?/gi, '')
      .replace(/\/\*$/, '');
    return /^\/(account|seat|exam)\//.test(path) ? `${path}?id=${DEMO_ID}` : path;
  });
  return [...new Set(pages)];
};
