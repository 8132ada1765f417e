/** Texts of live (channels, watching), in zh and en; messages.ts gathers them. */
export const liveMessages = {
  'live.signUpToWatch': {
    zh: '您需要报名参会后才能观看直播',
    en: 'You need to sign up to watch the live conference',
  },
  'live.signInToWatch': {
    zh: '请先登录并报名参会后观看直播',
    en: 'Please log in and sign up to watch the live conference',
  },
  'live.signUpToWatchReplay': {
    zh: '您需要报名参会后才能观看回放',
    en: 'You need to sign up to watch the replay',
  },
  'live.signInToWatchReplay': {
    zh: '请先登录并报名参会后观看回放',
    en: 'Please log in and sign up to watch the replay',
  },
  'live.noFfmpeg': {
    zh: '服务器未安装 ffmpeg，无法处理回放视频',
    en: 'The server has no ffmpeg, so it cannot process replay videos',
  },
  'live.noChannel': { zh: '该会场尚未开通直播', en: 'This venue has no live channel yet' },
  'live.sessionNoVenue': {
    zh: '请先为该日程选择会场，再开通它的直播频道',
    en: "Choose the session's venue before opening its live channel",
  },
  'live.off': {
    zh: '本平台未开启直播服务（LIVE=off）',
    en: 'Live streaming is turned off on this platform (LIVE=off)',
  },
  'live.keyReset': {
    zh: '推流密钥已重置，使用旧密钥的推流将被拒绝',
    en: 'The stream key is new; pushes with the old key are refused',
  },
  'live.replayBusy': {
    zh: '回放正在录制或生成，完成后才能删除',
    en: 'This replay is still being recorded or made; it can be deleted once it is done',
  },
  'chat.signIn': { zh: '登录后即可参与讨论', en: 'Log in to join the chat' },
  'chat.muted': { zh: '你已被主办方禁言', en: 'The organiser has muted you in this chat' },
  'chat.userUnknown': { zh: '用户不存在', en: 'User not found' },
  'chat.tooFast': { zh: '发言太快了，请稍后再试', en: 'You are sending too fast; please wait a moment' },
  'chat.invalid': {
    zh: '发言内容须为 1 到 200 个字符',
    en: 'A message must be 1 to 200 characters long',
  },
} as const;
