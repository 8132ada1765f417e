export * from './user.ts';
export * from './system.ts';
export * from './organization.ts';
export * from './meeting.ts';
export * from './meeting-programme.ts';
export * from './sign-up.ts';
export * from './session-reminder.ts';
export * from './live.ts';
