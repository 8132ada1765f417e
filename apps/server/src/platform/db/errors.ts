const hasSqlState = (error: unknown, state: string): boolean => {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  return candidate?.code === state || candidate?.cause?.code === state;
};

/** PostgreSQL's unique_violation, whether pg's error arrives bare or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/** PostgreSQL's foreign_key_violation: a referenced row that does not (or no longer) exist. */
export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, '23503');
