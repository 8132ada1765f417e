import type liveZh from './live.zh';
import type { TTexts } from './zh';

const liveEn: TTexts<typeof liveZh> = {
  live: {
    console: {
      title: 'Live',
      hint: 'One live channel per venue. Enter the server and stream key in OBS or another encoder to go live; keep the key secret.',
      noPlaces: 'No venues yet: add them under Venues first',
      venue: 'Venue',
      status: 'Status',
      push: 'Push address',
      gate: 'Who may watch',
      open: 'Open a channel',
      server: 'Server',
      streamKey: 'Stream key',
      fullUrl: 'Full push URL (ffmpeg)',
      resetKey: 'New key',
      resetConfirm: 'The old key stops working at once; a push under way carries on. Make a new key?',
      viewers: '{{count}} watching',
      noReplays: 'No replays yet: each live becomes one when it ends',
      replayTitle: 'Replay',
      duration: 'Length',
      recordedAt: 'Recorded',
      rename: 'Rename',
      published: 'Public',
      actions: 'Actions',
      delete: 'Delete',
      deleteConfirm:
        'Viewers will no longer be able to watch it, and its video file is deleted too. Delete it?',
      replaysHint:
        'Each live becomes a replay when it ends; public replays can be watched on the meeting’s live and replay pages, by the same people who may watch the live.',
      ingestOff: 'Live streaming is turned off on this platform',
      noFfmpeg:
        'The server has no ffmpeg: lives still play over the low-latency line, but they are not recorded as replays and there is no HLS line (iPhones cannot watch). Install ffmpeg or set FFMPEG_PATH, then restart.',
    },
    label: {
      living: 'Live now',
      notStarted: 'Not started',
      liveNotStarted: 'Live not started',
      playingBack: 'Replays',
      liveEnded: 'Live ended',
    },
    countdown: 'Starts in {{days}}d {{hours}}h {{minutes}}m {{seconds}}s',
    list: {
      liveTitle: 'Live meetings',
      backTitle: 'Meeting replays',
      switch: 'Live and replays',
      noLive: 'No meeting streams live',
      orgCentre: 'Live at {{name}}',
      noBack: 'No meeting has replays yet',
    },
    status: { live: 'Live', reconnecting: 'Reconnecting', idle: 'Not live' },
    replayStatus: {
      recording: 'Recording',
      processing: 'Processing',
      ready: 'Ready',
      failed: 'Recording failed',
    },
    gate: { signup: 'Attendees only', open: 'Anyone' },
    chat: {
      title: 'Chat',
      placeholder: 'Say something…',
      send: 'Send',
      signIn: 'Log in to join the chat',
      delete: 'Delete',
      mute: 'Mute',
      someoneMuted: 'The organiser has muted a viewer',
    },
    schedule: {
      title: 'Programme of this venue',
      host: 'Chair: ',
      now: 'On now',
      ended: 'Ended',
      upcoming: 'Upcoming',
      replay: 'Watch the replay',
    },
    watch: {
      title: 'Watch live',
      notStarted: 'The live stream has not started; it plays as soon as it does',
      signUp: 'Sign up',
      login: 'Log in',
      noVenues: 'This meeting streams nothing live',
      playFailed: 'Playback stopped; reconnecting…',
      back: 'Back to the meeting',
      replays: 'Replays',
      flv: 'Low latency',
      hls: 'Standard (HLS)',
    },
  },
};

export default liveEn;
