import type referralZh from './referral.zh';
import type { TTexts } from '../zh';

const referralEn: TTexts<typeof referralZh> = {
  referral: {
    myCode: 'My referral code',
    myLink: 'Referral link',
    copy: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Could not copy; press and hold the link to copy it',
    qr: 'Referral QR code',
    qrHint: 'Friends who scan the code or open the link and register count as referred by you',
    downloadQr: 'Download QR code',
    total: 'Referred in all',
    recent: 'Last 30 days',
    channels: 'Channels',
    people: '{{count}}',
    referred: 'People I referred',
    user: 'User',
    mobile: 'Mobile',
    channel: 'Came through',
    ownCode: 'My referral code',
    allChannels: 'All sources',
    joined: 'Registered',
    empty: 'Nobody has registered with your referral yet. Share your link or QR code with friends',
    noReward: 'Referrals measure how your sharing works; the platform pays no referral rewards for now.',
    channelIntro:
      'Make a channel for each place you share (a WeChat group, an article, a poster): each has its own code and QR code, and its registrations are counted apart.',
    addChannel: 'New channel',
    rename: 'Rename',
    channelName: 'Channel name',
    channelNamePlaceholder: 'e.g. Industry group, Meeting poster',
    code: 'Channel code',
    registered: 'Registered',
    created: 'Created',
    actions: 'Actions',
    showQr: 'QR code',
    viewPeople: 'People',
    delete: 'Delete',
    deleteConfirm:
      'Delete the channel "{{name}}"? People who registered through it stay referred by you, under your own code; its link and QR code stop working.',
    noChannels: 'No channels yet',
    save: 'Save',
  },
};

export default referralEn;
