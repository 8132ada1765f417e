import {
  Code,
  type TCallPath,
  type TCallRequest,
  type TCallResponse,
  type TEnvelope,
} from '@huitang/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { TCallOptions } from '../api/client';
import { useAppServices } from './app-services';

interface TRead<P extends TCallPath> {
  /** The request the reply answers, as a key: a reply to an older request is not shown. */
  key: string | null;
  data: TCallResponse<P> | null;
  error: TEnvelope<unknown> | null;
  loading: boolean;
}

/**
 * One read a component shows, instead of a hand-made effect: `data` once the reply is 200, the
 * envelope of a refused read in `error`, `loading` while a read is under way, and `reload`.
 * `body: null` reads nothing (no row chosen) and keeps what was read last, so a closing dialog keeps
 * its rows while it fades. A new body (compared by value) reads again and shows no data meanwhile;
 * `reload` keeps the data on screen until the new reply. A reply that
 * comes after the component left, or after its body changed, is dropped. Effects do not run on the
 * server, so a server render and the first browser render agree: no data, loading.
 */
export function useApiData<P extends TCallPath>(
  path: P,
  body: TCallRequest<P> | null,
  options?: TCallOptions,
) {
  const { api } = useAppServices();
  const key = body === null ? null : `${path} ${JSON.stringify(body)}`;
  const [read, setRead] = useState<TRead<P>>({ key: null, data: null, error: null, loading: false });
  const [round, setRound] = useState(0);
  // Only the options of the first render count: they say how a refusal is shown, not what is read.
  const [callOptions] = useState(options);

  useEffect(() => {
    if (key === null || body === null) return;
    let live = true;
    setRead((last) => ({ ...(last.key === key ? last : { data: null, error: null }), key, loading: true }));
    void api.call(path, body, callOptions).then((reply) => {
      if (!live) return;
      setRead(
        reply.code === Code.OK
          ? { key, data: reply.data, error: null, loading: false }
          : { key, data: null, error: reply, loading: false },
      );
    });
    return () => {
      live = false;
    };
    // `body` counts through `key`, its value: a new object with the same fields reads nothing again.
  }, [api, path, key, round, callOptions]);

  const reload = useCallback(() => setRound((count) => count + 1), []);
  if (key === null) return { data: read.data, error: read.error, loading: false, reload };
  const current = read.key === key;
  return {
    data: current ? read.data : null,
    error: current ? read.error : null,
    loading: !current || read.loading,
    reload,
  };
}
