import { z } from 'zod';
import { ZPageRequest } from './envelope.ts';

/** The site search (SPEC "Site header"): what a visitor typed, blank refused with 请输入搜索内容. */
export const ZSearchRequest = ZPageRequest.extend({
  keyword: z
    .string({ error: 'search.keywordRequired' })
    .trim()
    .min(1, 'search.keywordRequired')
    .max(50, 'field.tooLong'),
});
export type TSearchRequest = z.infer<typeof ZSearchRequest>;
