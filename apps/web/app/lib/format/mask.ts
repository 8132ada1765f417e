/** 13800000001 → 138****0001: enough to recognise one's own number, not to read someone else's. */
export const maskMobile = (mobile: string): string =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
