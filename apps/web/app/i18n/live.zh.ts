/** Texts of live: the console's channels page and the watch page. */
const liveZh = {
  live: {
    console: {
      title: '直播管理',
      hint: '每个会场一个直播频道。在 OBS 等推流软件中填入推流服务器和串流密钥即可开播；密钥请勿外泄。',
      noPlaces: '还没有会场：请先在「会议地点」中添加会场',
      venue: '会场',
      status: '状态',
      push: '推流地址',
      gate: '观看权限',
      open: '开通直播',
      server: '服务器',
      streamKey: '串流密钥',
      fullUrl: '完整推流地址（ffmpeg）',
      resetKey: '重置密钥',
      resetConfirm: '重置后旧密钥立即失效，正在进行的推流不受影响。确定重置吗？',
      viewers: '{{count}} 人在看',
      replays: '直播回放',
      noReplays: '还没有回放：每场直播结束后自动生成',
      replayTitle: '回放',
      duration: '时长',
      recordedAt: '录制时间',
      ingestOff: '本平台未开启直播推流服务',
    },
    status: { live: '直播中', reconnecting: '重连中', idle: '未开播' },
    replayStatus: { recording: '录制中', processing: '生成中', ready: '可观看', failed: '录制失败' },
    gate: { signup: '报名后观看', open: '公开观看' },
    watch: {
      title: '观看直播',
      notStarted: '直播尚未开始，开播后将自动播放',
      signUp: '立即报名',
      login: '登录',
      noVenues: '本会议暂无直播',
      playFailed: '播放中断，正在重新连接…',
      back: '返回会议',
      replays: '直播回放',
    },
  },
};

export default liveZh;
