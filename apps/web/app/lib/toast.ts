import { TOAST_DEDUP_MS } from '@huitang/contracts';

export type TToast = (text: string, kind?: 'success' | 'error') => void;

/** SPEC 8: the same message is not repeated within 2 s; a message containing 成功 is a success. */
export const createToaster = (show: (text: string, success: boolean) => void): TToast => {
  const shownAt = new Map<string, number>();
  return (text, kind) => {
    if (!text) return;
    const now = Date.now();
    if (now - (shownAt.get(text) ?? 0) < TOAST_DEDUP_MS) return;
    shownAt.set(text, now);
    show(text, kind ? kind === 'success' : text.includes('成功') || /success/i.test(text));
  };
};
