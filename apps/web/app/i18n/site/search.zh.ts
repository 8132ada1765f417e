/** Texts of the site search page (/search/:str?). */
const searchZh = {
  search: {
    title: '搜索',
    placeholder: '搜索会议、课程、考试、博客、问答、资讯',
    submit: '搜索',
    tabs: {
      meetings: '会议',
      courses: '课程',
      live: '直播课',
      resources: '资源',
      exams: '考试',
      blogs: '博客',
      questions: '问答',
      info: '资讯',
    },
    foundAny_one: '找到 {{count}} 条相关结果',
    foundAny_other: '找到 {{count}} 条相关结果',
    foundMany: '找到 {{count}} 条以上相关结果',
    noneAny: '没有找到与“{{keyword}}”相关的内容',
    noneAnyHint: '换个关键词试试，或看看其他分类',
    kinds: {
      vod: '视频课程',
      live: '直播课',
      library: '文库',
      resource: '资源',
      exam: '考试',
      blog: '博客',
      question: '问答',
      info: '资讯',
    },
    found_one: '找到 {{count}} 个相关会议',
    found_other: '找到 {{count}} 个相关会议',
    none: '没有找到与“{{keyword}}”相关的会议',
    noneHint: '换个关键词试试，或浏览全部会议',
    browseAll: '浏览全部会议',
  },
};

export default searchZh;
