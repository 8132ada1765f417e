/**
 * A file's name as the uploader's browser sent it (no contract checks it): control characters dropped
 * (PostgreSQL refuses NUL), cut to the column, `fallback` when nothing is left.
 */
// eslint-disable-next-line no-control-regex -- these are exactly the characters to drop
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
export const shownFileName = (sent: string | null | undefined, fallback: string) =>
  (sent ?? '').replace(CONTROL_CHARACTERS, '').trim().slice(0, 200) || fallback;
