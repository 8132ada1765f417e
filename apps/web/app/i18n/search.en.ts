import type searchZh from './search.zh';
import type { TTexts } from './zh';

const searchEn: TTexts<typeof searchZh> = {
  search: {
    title: 'Search',
    placeholder: 'Search meeting names, organisers, cities',
    submit: 'Search',
    tabs: { meetings: 'Meetings' },
    found_one: '{{count}} meeting found',
    found_other: '{{count}} meetings found',
    none: 'No meetings match “{{keyword}}”',
    noneHint: 'Try other words, or browse all meetings',
    browseAll: 'Browse all meetings',
  },
};

export default searchEn;
