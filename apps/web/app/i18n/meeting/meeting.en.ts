import type meetingZh from './meeting.zh';
import type { TTexts } from '../zh';

const meetingEn: TTexts<typeof meetingZh> = {
  meeting: {
    status: { listed: 'Listed', delisted: 'Unlisted' },
    centre: 'Meetings',
    searchPlaceholder: 'Search meetings',
    category: 'Category',
    state: 'Status',
    all: 'All',
    empty: 'No meetings match',
    preview: 'Preview meeting, unable to operate',
    intro: 'About',
    agenda: 'Agenda',
    guests: 'Speakers',
    notices: 'Notices',
    files: 'Documents',
    organizer: 'Organiser',
    host: 'Chair',
    exportIcs: 'Add to calendar',
    watchLive: 'Watch live',
    noIntro: 'The organiser has not written an introduction yet',
    allGuests: 'All speakers and their profiles',
    download: 'Download',
    backToMeeting: 'Back to the meeting',
    noGuests: 'No speakers yet',
    links: 'Links',
    musicOn: 'Play background music',
    musicOff: 'Turn background music off',
    orgCentre: 'Meetings of {{name}}',
    orgEmpty: 'This institution has no listed meetings yet',
    speakersTitle: 'Speakers',
  },
};

export default meetingEn;
