import type { z } from 'zod';
import { withSafeText } from './fields.ts';

/** One call of the contract: its request (refusing text a database cannot keep) and its response. */
export const call = <Req extends z.ZodType, Res extends z.ZodType>(request: Req, response: Res) => ({
  request: withSafeText(request),
  response,
});
