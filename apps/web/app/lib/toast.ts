import { TOAST_DEDUP_MS } from '@huitang/contracts';
import type { MessageInstance } from 'antd/es/message/interface';

export type TToast = (text: string, kind?: 'success' | 'error') => void;

/** SPEC 8: the same message is not repeated within 2 s; a message containing 成功 is a success. */
export const createToaster = (message: MessageInstance): TToast => {
  const shownAt = new Map<string, number>();
  return (text, kind) => {
    if (!text) return;
    const now = Date.now();
    if (now - (shownAt.get(text) ?? 0) < TOAST_DEDUP_MS) return;
    shownAt.set(text, now);
    const success = kind ? kind === 'success' : text.includes('成功') || /success/i.test(text);
    void (success ? message.success(text) : message.error(text));
  };
};
