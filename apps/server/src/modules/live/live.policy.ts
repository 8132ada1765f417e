import { forbidden } from '../../platform/http/errors.ts';

/** A live's chat is moderated (a message removed, a person muted) by the meeting's organisers only. */
export const assertChatModerator = (isOrganiser: boolean) => {
  if (!isOrganiser) throw forbidden();
};
