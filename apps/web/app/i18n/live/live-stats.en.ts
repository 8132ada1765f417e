import type liveStatsZh from './live-stats.zh';
import type { TTexts } from '../zh';

const liveStatsEn: TTexts<typeof liveStatsZh> = {
  liveStats: {
    title: 'Live statistics',
    meetingChart: 'Viewing figures',
    meetingPeople: 'Viewers',
    places: 'By venue',
    back: 'Back to live statistics',
    search: 'Search meeting names',
    empty:
      'No meeting has a live channel yet: open one for a venue under Live channels in the meeting console',
    meeting: 'Meeting',
    time: 'Dates',
    venues: 'Live venues',
    place: 'Venue',
    sessions: 'Times watched',
    viewers: 'Viewers',
    duration: 'Time watched',
    perViewer: 'Per viewer',
    watching: 'Watching now',
    peak: 'Peak concurrent',
    peakAt: 'Peak reached at {{time}}',
    chart: 'Viewers online',
    chartStep: 'Counted every {{minutes}} min',
    axis: 'Viewers',
    noWatch: 'Nobody has watched a live yet',
    name: 'Name',
    anonymous: 'Anonymous viewer {{id}}',
    mobile: 'Mobile',
    unit: 'Organisation',
    firstAt: 'First watched',
    lastAt: 'Last watched',
    actions: 'Actions',
    export: 'Export to Excel',
    hours: '{{h}} h {{m}} min',
    minutes: '{{m}} min {{s}} s',
    seconds: '{{s}} s',
    my: {
      title: 'Live watching',
      empty: 'You have not watched a live yet: sign up for a meeting and watch it on its live page',
      watchAgain: 'Watch',
    },
  },
};

export default liveStatsEn;
