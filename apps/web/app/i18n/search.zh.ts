/** Texts of the site search page (/search/:str?). */
const searchZh = {
  search: {
    title: '搜索',
    placeholder: '搜索会议名称、主办方、城市',
    submit: '搜索',
    tabs: { meetings: '会议' },
    found_one: '找到 {{count}} 个相关会议',
    found_other: '找到 {{count}} 个相关会议',
    none: '没有找到与“{{keyword}}”相关的会议',
    noneHint: '换个关键词试试，或浏览全部会议',
    browseAll: '浏览全部会议',
  },
};

export default searchZh;
