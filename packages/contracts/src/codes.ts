/** Envelope codes of the API contract (docs/architecture.md, "The contract"). */
export const Code = {
  OK: 200,
  NOT_LOGGED_IN: 301,
  TOKEN_INVALID: 302,
  LOGGED_IN_ELSEWHERE: 304,
  FORBIDDEN: 306,
  INVALID: 601,
  CONFLICT: 602,
  NOT_FOUND: 777,
  FAILURE: 999,
} as const;

export type TCode = (typeof Code)[keyof typeof Code];

/** The HTTP status mirrors the class of the envelope code. */
export const httpStatusOf: Record<TCode, number> = {
  200: 200,
  301: 401,
  302: 401,
  304: 401,
  306: 403,
  601: 422,
  602: 409,
  777: 404,
  999: 500,
};

/** Codes 300..400 mean the caller's authentication failed: the web signs out and goes to /login. */
export const isAuthFailure = (code: number): boolean => code >= 300 && code <= 400;
