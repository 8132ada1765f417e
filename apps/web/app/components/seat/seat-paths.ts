/** The seat pages, each about the meeting in ?id= (SPEC 2: /seat, /seat/select, /seat/big …). */
export const seatPagePath = (path: string, meetingId: number, more: Record<string, number> = {}) =>
  `${path}?${new URLSearchParams({ id: String(meetingId), ...Object.fromEntries(Object.entries(more).map(([k, v]) => [k, String(v)])) }).toString()}`;
