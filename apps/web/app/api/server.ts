import { Code, isAuthFailure, type TEnvelope } from '@huitang/contracts';
import { data, type AppLoadContext } from 'react-router';
import { createApi, type TApi } from './client';
import { stop } from '../lib/stop';

/** The typed client for loaders, calling the API in-process through the load context. */
export const serverApi = (context: AppLoadContext): TApi => createApi(context.transport);

/**
 * A loader's view of a reply: the data on 200, the 404 page on 777 (SPEC 8), the error page with
 * the message otherwise. Auth failures are the guard's business and are checked before this.
 */
export const dataOf = <T>(envelope: TEnvelope<T>): T => {
  if (envelope.code === Code.OK) return envelope.data;
  if (envelope.code === Code.NOT_FOUND) stop(data(envelope.msg, { status: 404 }));
  stop(data(envelope.msg, { status: isAuthFailure(envelope.code) ? 401 : 500 }));
};

/** Lists and optional blocks degrade to empty instead of failing the whole page. */
export const listOf = <T>(envelope: TEnvelope<T[]>): T[] => (envelope.code === Code.OK ? envelope.data : []);
