/** A listed meeting with 200 agenda items, built through the organiser API as a person would. */
export const createBigMeeting = async (
  post: (url: string, body: unknown, headers?: Record<string, string>) => Promise<string>,
) => {
  const login = JSON.parse(
    await post('/apis/user/api/user/login/password', { mobile: '13800000007', password: 'Huitang123' }),
  ) as { data: { token: string } };
  const headers = { token: login.data.token };
  const call = async <T>(path: string, body: unknown) =>
    (JSON.parse(await post(`/apis/meeting/auth/meeting/${path}`, body, headers)) as { data: T }).data;

  const meeting = await call<{ id: number }>('info/save', {
    meetingName: '基准测试：200 个议程的大会',
    startTime: '2027-09-01T08:00:00+08:00',
    endTime: '2027-09-02T18:00:00+08:00',
    introduction: '<p>用于测量会议详情的性能。</p>',
  });
  const meetingId = meeting.id;
  const [date] = await call<{ id: number }[]>('date/save', { meetingId, day: '2027-09-01' });
  const [place] = await call<{ id: number }[]>('place/save', { meetingId, name: '主会场' });
  let guests: { id: number }[] = [];
  for (let g = 0; g < 10; g++) {
    guests = await call('guest/save', { meetingId, name: `讲者${g}`, title: '教授', organization: '某大学' });
  }
  for (let s = 0; s < 20; s++) {
    const sessions = await call<{ id: number; title: string }[]>('session/save', {
      meetingId,
      dateId: date!.id,
      placeId: place!.id,
      startTime: '08:00',
      endTime: '18:00',
      title: `专场 ${s}`,
    });
    const session = sessions.find((item) => item.title === `专场 ${s}`)!;
    for (let i = 0; i < 10; i++) {
      await call('session/schedule/save', {
        meetingId,
        sessionId: session.id,
        startTime: `${String(8 + (i % 10)).padStart(2, '0')}:00`,
        endTime: `${String(8 + (i % 10)).padStart(2, '0')}:45`,
        title: `报告 ${s}-${i}`,
        guestIds: [guests[i % guests.length]!.id],
      });
    }
  }
  await call('info/push', { id: meetingId, meetingStatus: 1 });
  return meetingId;
};
