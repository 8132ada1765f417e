/**
 * What an exam page's address names. In the personal centre `?id=` is the page's own exam or paper and
 * `?meetingId=` a meeting to preset; on a meeting console (SPEC /account/meeting/exams/*) `?id=` is the
 * console's meeting, as on every console page, and the exam or paper is `?record=`.
 */
export const examPageQuery = (url: URL) => {
  const inConsole = url.pathname.startsWith('/account/meeting/');
  const number = (name: string) => Number(url.searchParams.get(name)) || undefined;
  return {
    inConsole,
    recordId: number(inConsole ? 'record' : 'id'),
    meetingId: number(inConsole ? 'id' : 'meetingId'),
  };
};
