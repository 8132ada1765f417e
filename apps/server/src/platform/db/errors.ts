interface TPgErrorLike {
  code?: string;
  detail?: string;
  cause?: { code?: string; detail?: string };
}

const hasSqlState = (error: unknown, state: string): boolean => {
  const candidate = error as TPgErrorLike | undefined;
  return candidate?.code === state || candidate?.cause?.code === state;
};

/** PostgreSQL's unique_violation, whether pg's error arrives bare or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** PostgreSQL's foreign_key_violation: a referenced row that does not (or no longer) exist. */
export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, '23503');

/**
 * What a foreign_key_violation was about, from PostgreSQL's detail: a write that names a row that is
 * not there (`Key (user_id)=(9) is not present in table "users"`), or a delete of a row that others
 * still point at (`… is still referenced from table …`). The column is camelCased, as the API names it.
 */
export const foreignKeyViolationOf = (
  error: unknown,
): { field: string; kind: 'missing' | 'referenced' } | undefined => {
  if (!isForeignKeyViolation(error)) return undefined;
  const candidate = error as TPgErrorLike;
  const detail = candidate.detail ?? candidate.cause?.detail ?? '';
  const column = /^Key \(([a-z_0-9]+)/i.exec(detail)?.[1] ?? '';
  return {
    field: column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()),
    kind: detail.includes('still referenced') ? 'referenced' : 'missing',
  };
};
