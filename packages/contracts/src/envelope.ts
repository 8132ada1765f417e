import { z } from 'zod';

export interface TEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const ZPageRequest = z.object({
  pageCurrent: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TPageRequest = z.infer<typeof ZPageRequest>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    totalCount: z.number().int(),
    totalPage: z.number().int(),
    pageCurrent: z.number().int(),
    pageSize: z.number().int(),
  });

export interface TPage<T> {
  list: T[];
  totalCount: number;
  totalPage: number;
  pageCurrent: number;
  pageSize: number;
}

export const ZEmpty = z.object({});
export const ZNothing = z.null();
