import type { TShellHandle } from '../../../lib/session/visitor';

/** ?preview=true: the organiser's preview of their meeting's page, shown to them alone. */
export const isPreviewSearch = (search: URLSearchParams): boolean => search.get('preview') === 'true';

/** A meeting's pages are the same for everybody, except the organiser's preview. */
export const programmeShell: TShellHandle = { shell: (search) => !isPreviewSearch(search) };
