import type { MessageInstance } from 'antd/es/message/interface';
import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';

type THost = ComponentType<{ onReady: (api: MessageInstance) => void }>;
interface TWaiting {
  text: string;
  success: boolean;
}

/**
 * antd's message, loaded with the first toast (toast-host.tsx): `show` queues what comes before
 * the holder is ready, `holder` goes where the message hook's holder went.
 */
export const useLazyMessage = (): {
  show: (text: string, success: boolean) => void;
  holder: ReactNode;
} => {
  const [Host, setHost] = useState<THost | null>(null);
  const ready = useRef<MessageInstance | null>(null);
  const waiting = useRef<TWaiting[]>([]);

  const show = useCallback((text: string, success: boolean) => {
    const api = ready.current;
    if (api) {
      void (success ? api.success(text) : api.error(text));
      return;
    }
    waiting.current.push({ text, success });
    // The first toast waiting loads the host; the others wait with it.
    if (waiting.current.length > 1) return;
    void import('./toast-host').then(
      ({ ToastHost }) => setHost(() => ToastHost),
      (error: unknown) => {
        // Lets a later toast try again; the rejection reaches chunk-reload.ts, as a route's would.
        waiting.current = [];
        throw error;
      },
    );
  }, []);

  const onReady = useCallback((api: MessageInstance) => {
    ready.current = api;
    for (const { text, success } of waiting.current.splice(0))
      void (success ? api.success(text) : api.error(text));
  }, []);

  return { show, holder: Host ? <Host onReady={onReady} /> : null };
};
