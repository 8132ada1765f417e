import type searchZh from './search.zh';
import type { TTexts } from '../zh';

const searchEn: TTexts<typeof searchZh> = {
  search: {
    title: 'Search',
    placeholder: 'Search meetings, courses, exams, blogs, Q&A, news',
    submit: 'Search',
    tabs: {
      meetings: 'Meetings',
      courses: 'Courses',
      live: 'Live courses',
      resources: 'Resources',
      exams: 'Exams',
      blogs: 'Blogs',
      questions: 'Q&A',
      info: 'News',
    },
    foundAny_one: '{{count}} result found',
    foundAny_other: '{{count}} results found',
    foundMany: 'More than {{count}} results found',
    noneAny: 'Nothing matches “{{keyword}}”',
    noneAnyHint: 'Try other words, or another tab',
    kinds: {
      vod: 'Video course',
      live: 'Live course',
      library: 'Library',
      resource: 'Resource',
      exam: 'Exam',
      blog: 'Blog',
      question: 'Q&A',
      info: 'News',
    },
    found_one: '{{count}} meeting found',
    found_other: '{{count}} meetings found',
    none: 'No meetings match “{{keyword}}”',
    noneHint: 'Try other words, or browse all meetings',
    browseAll: 'Browse all meetings',
  },
};

export default searchEn;
