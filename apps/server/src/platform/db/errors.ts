/** PostgreSQL's unique_violation, whether pg's error arrives bare or wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
};
