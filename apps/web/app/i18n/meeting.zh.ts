/** Texts of the public meeting pages (list, detail, speakers) and an institution's meeting centre. */
const meetingZh = {
  meeting: {
    status: { listed: '已上架', delisted: '未上架' },
    centre: '会议中心',
    searchPlaceholder: '搜索会议名称',
    category: '会议分类',
    state: '会议状态',
    all: '全部',
    empty: '暂无符合条件的会议',
    preview: '预览会议，无法操作',
    intro: '会议介绍',
    agenda: '会议日程',
    guests: '演讲嘉宾',
    notices: '会议通知',
    files: '会议资料',
    organizer: '主办方',
    host: '主持人',
    exportIcs: '添加到日历',
    noIntro: '主办方暂未填写会议介绍',
    allGuests: '查看全部嘉宾介绍',
    download: '下载',
    backToMeeting: '返回会议首页',
    noGuests: '暂无嘉宾信息',
    links: '相关链接',
    musicOn: '播放背景音乐',
    musicOff: '关闭背景音乐',
    orgCentre: '{{name}} · 会议中心',
    orgEmpty: '该机构暂无上架的会议',
    speakersTitle: '演讲嘉宾',
  },
};

export default meetingZh;
