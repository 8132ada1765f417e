import type { TCallPath, TCallRequest, TCallResponse } from '@huitang/contracts';
import { useCallback, useEffect, useState } from 'react';
import { createReads, NOTHING_READ, type TReadState } from './api-read';
import { useAppServices } from './app-services';

interface TOptions {
  /** SPEC 8 "isShowErrTip": false reads quietly (a guest's follow state); the refusal is in `error`. */
  handleErrors?: boolean;
  /** A list paged or filtered keeps its rows on screen until the next page's reply, instead of emptying. */
  keep?: boolean;
}

/**
 * A component's own read (a dialog's row, a picker's options, a side panel), instead of a hand-made
 * effect: `data` once the reply is 200, the envelope of a refused read in `error`, `loading` while a
 * read is under way; `reload()` (after a write; resolves when the reply is in) keeps the data on
 * screen until then, `replace(data)` shows what a write answered with. A new body (compared by value)
 * reads again and shows no data meanwhile (unless `keep`). `body: null` reads nothing and keeps what
 * was read last, so a closing dialog keeps its rows while it fades. A late reply to an older request
 * is dropped (api-read.ts). Effects do not run on the server, so a server render and the first browser
 * render agree: no data, loading.
 */
export function useApiData<P extends TCallPath>(
  path: P,
  body: TCallRequest<P> | null,
  { handleErrors, keep = false }: TOptions = {},
) {
  const { api } = useAppServices();
  const key = body === null ? null : `${path} ${JSON.stringify(body)}`;
  const [read, setRead] = useState<TReadState<TCallResponse<P>>>(NOTHING_READ);
  const [reads] = useState(() => createReads(setRead));

  // `body` counts through `key`, its value: a new object with the same fields is the same request.
  const call = useCallback(
    () => api.call(path, body as TCallRequest<P>, { handleErrors }),
    [api, path, key, handleErrors],
  );

  useEffect(() => {
    if (key === null) return;
    void reads.read(key, call, !keep);
    return () => reads.drop();
  }, [reads, key, call, keep]);

  const reload = useCallback(
    () => (key === null ? Promise.resolve() : reads.read(key, call, false)),
    [reads, key, call],
  );
  const current = key === null || read.key === key;
  return {
    data: current || keep ? read.data : null,
    error: current ? read.error : null,
    loading: key !== null && (!current || read.loading),
    reload,
    replace: reads.replace,
  };
}

/**
 * Reloads reads every `ms` while `active`: a list refreshed while its work is under way (texts
 * queued, mail sending, a lesson's channel while its dialog is open).
 */
export const useReloadWhile = (active: boolean, ms: number, ...reloads: (() => Promise<void>)[]) => {
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => reloads.forEach((reload) => void reload()), ms);
    return () => window.clearInterval(timer);
    // One entry per reload: the number of reloads of a call site does not change.
  }, [active, ms, ...reloads]);
};
