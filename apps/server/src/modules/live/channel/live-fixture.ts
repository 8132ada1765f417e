import { expect } from 'vitest';
import type { TTestApp } from '../../../../test/harness.ts';
import { signUpSteps } from '../../sign-up/sign-up-fixture.ts';

/** Sign-up's steps, and a listed meeting with sign-up open whose main hall has a channel. */
export const liveSteps = (app: () => TTestApp, organiser: () => string) => {
  const steps = signUpSteps(app, organiser);
  /** A listed meeting with sign-up open, its main hall, and the hall's channel. */
  const meetingWithChannel = async () => {
    const t = app();
    const meeting = await steps.configuredMeeting();
    const place = await t.call(
      '/meeting/auth/meeting/place/save',
      { meetingId: meeting.meetingId, name: '主会场' },
      { token: organiser() },
    );
    const placeId = place.data.at(-1)!.id;
    const channel = await t.call(
      '/meeting/auth/meeting/place/create/live',
      { placeId },
      { token: organiser() },
    );
    expect(channel.code).toBe(200);
    return { meeting, placeId, channel: channel.data };
  };
  return { ...steps, meetingWithChannel };
};
