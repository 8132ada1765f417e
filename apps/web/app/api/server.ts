import { Code, httpStatusOf, isAuthFailure, type TCode, type TEnvelope } from '@huitang/contracts';
import { data, type AppLoadContext } from 'react-router';
import { createApi, type TApi } from './client';
import { stop } from '../lib/stop';

/** The typed client for loaders, calling the API in-process through the load context. */
export const serverApi = (context: AppLoadContext): TApi => createApi(context.transport);

/**
 * A loader's view of a reply: the data on 200, otherwise the error page with the status the code
 * stands for (SPEC 8) and the API's message: 404 for 777, 422 for bad input, 403 for 306. Only the
 * server's own failure (999) is a 500. Auth failures are the guard's business and are checked before this.
 */
export const dataOf = <T>(envelope: TEnvelope<T>): T => {
  if (envelope.code === Code.OK) return envelope.data;
  const status = isAuthFailure(envelope.code) ? 401 : (httpStatusOf[envelope.code as TCode] ?? 500);
  stop(data(envelope.msg, { status }));
};

/** Lists and optional blocks degrade to empty instead of failing the whole page. */
export const listOf = <T>(envelope: TEnvelope<T[]>): T[] => (envelope.code === Code.OK ? envelope.data : []);
