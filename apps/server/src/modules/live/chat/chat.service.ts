import type { FastifyBaseLogger } from 'fastify';
import { CHAT_MAX, translate, type TChatEvent, type TLocale } from '@huitang/contracts';
import type { TSessionUser } from '../../../platform/auth/authenticate.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { notify } from '../../../platform/db/listen.ts';
import { invalid, notFound } from '../../../platform/http/errors.ts';
import type { TUserDirectory } from '../../user/user-directory.service.ts';
import { chatRepository } from './chat.repository.ts';
import type { TLiveService } from '../channel/live.service.ts';
import { assertChatModerator } from '../live.policy.ts';
import { present } from './chat.presenter.ts';

/** The channel every instance listens on: a payload is a chat event and the room(s) it goes to. */
export const LIVE_CHAT_CHANNEL = 'huitang_live_chat';
/** Lines a viewer gets on joining. */
const HISTORY = 50;
/** One line per person per this many milliseconds. */
const SAY_EVERY_MS = 2000;

export interface TChatSocket {
  send(text: string): void;
}

interface TViewer {
  socket: TChatSocket;
  user: TSessionUser | null;
  meetingId: number;
  placeId: number;
  locale: TLocale;
}

/** Where an event goes: one venue's room, or every room of a meeting. */
type TRouted = { placeId?: number; meetingId?: number; event: TChatEvent };

/** Text without control characters, trimmed; undefined when empty or too long. */
const cleanText = (text: unknown): string | undefined => {
  if (typeof text !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return clean.length > 0 && [...clean].length <= CHAT_MAX ? clean : undefined;
};

/**
 * A venue's live chat: viewers join its room over a WebSocket, lines are stored, then fanned out to
 * every instance's room through LISTEN/NOTIFY. Who may read is who may watch; saying needs a login,
 * a pause between lines, and not being muted by the meeting's organisers, who may also delete lines.
 */
export const createChatService = (
  db: TDb,
  { live, users, log }: { live: TLiveService; users: TUserDirectory; log: FastifyBaseLogger },
) => {
  const rooms = new Map<number, Set<TViewer>>();
  const lastSaid = new Map<number, number>();

  const send = (viewer: TViewer, event: TChatEvent) => {
    try {
      viewer.socket.send(JSON.stringify(event));
    } catch (error) {
      log.debug({ err: error }, 'a chat viewer went away mid-send');
    }
  };
  const refuse = (viewer: TViewer, key: Parameters<typeof translate>[0]) =>
    send(viewer, { type: 'refused', msg: translate(key, viewer.locale) });

  return {
    /** An event from any instance (LISTEN), handed to this instance's viewers it concerns. */
    deliver(payload: string | undefined) {
      if (!payload) return;
      const routed = JSON.parse(payload) as TRouted;
      for (const room of rooms.values())
        for (const viewer of room)
          if (viewer.placeId === routed.placeId || viewer.meetingId === routed.meetingId)
            send(viewer, routed.event);
    },

    /** A viewer joins a venue's room: they get its recent lines and what they may do. */
    async join(socket: TChatSocket, user: TSessionUser | null, placeId: number, locale: TLocale) {
      const { meetingId, organiser } = await live.watchable(user, placeId, locale);
      const viewer: TViewer = { socket, user, meetingId, placeId, locale };
      const muted = user ? await chatRepository.isMuted(db, meetingId, user.userId) : false;
      const history = (await chatRepository.recent(db, placeId, HISTORY)).map(present);
      send(viewer, { type: 'hello', history, canSay: user !== null, canModerate: organiser, muted });
      const room = rooms.get(placeId) ?? new Set<TViewer>();
      room.add(viewer);
      rooms.set(placeId, room);
      return viewer;
    },

    leave(viewer: TViewer) {
      const room = rooms.get(viewer.placeId);
      room?.delete(viewer);
      if (room?.size === 0) rooms.delete(viewer.placeId);
    },

    async say(viewer: TViewer, text: unknown) {
      const { user } = viewer;
      if (!user) return refuse(viewer, 'chat.signIn');
      const clean = cleanText(text);
      if (!clean) return refuse(viewer, 'chat.invalid');
      const now = Date.now();
      if (now - (lastSaid.get(user.userId) ?? 0) < SAY_EVERY_MS) return refuse(viewer, 'chat.tooFast');
      if (await chatRepository.isMuted(db, viewer.meetingId, user.userId))
        return refuse(viewer, 'chat.muted');
      lastSaid.set(user.userId, now);
      const person = await users.find(user.userId);
      const row = await chatRepository.say(db, {
        meetingId: viewer.meetingId,
        placeId: viewer.placeId,
        userId: user.userId,
        nickname: person?.nickname || `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`,
        text: clean,
      });
      const routed: TRouted = { placeId: viewer.placeId, event: { type: 'said', message: present(row) } };
      await notify(db, LIVE_CHAT_CHANNEL, JSON.stringify(routed));
    },

    async remove(user: TSessionUser, id: number) {
      const row = await chatRepository.byId(db, id);
      if (!row) throw notFound();
      assertChatModerator(await live.isOrganiser(user, row.meetingId));
      await chatRepository.remove(db, id);
      const routed: TRouted = { placeId: row.placeId, event: { type: 'deleted', id } };
      await notify(db, LIVE_CHAT_CHANNEL, JSON.stringify(routed));
      return null;
    },

    async mute(user: TSessionUser, meetingId: number, userId: number, muted: boolean) {
      assertChatModerator(await live.isOrganiser(user, meetingId));
      if (!(await users.find(userId))) throw invalid('chat.userUnknown', 'userId');
      await (muted
        ? chatRepository.mute(db, meetingId, userId)
        : chatRepository.unmute(db, meetingId, userId));
      const routed: TRouted = { meetingId, event: { type: 'muted', userId, muted } };
      await notify(db, LIVE_CHAT_CHANNEL, JSON.stringify(routed));
      return null;
    },
  };
};

export type TChatService = ReturnType<typeof createChatService>;
