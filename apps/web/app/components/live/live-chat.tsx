import type { TChatEvent, TChatMessage } from '@huitang/contracts';
import { CHAT_MAX } from '@huitang/contracts';
import { Button, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../state/app-services';
import styles from './live-chat.module.css';

interface TRoom {
  canSay: boolean;
  canModerate: boolean;
  muted: boolean;
}

/**
 * A venue's live chat beside the picture: the room's recent lines on joining, then each line as it is
 * said. Organisers delete lines and mute people from here; what the server refuses (too fast, muted,
 * not signed in) is said under the box.
 */
export function LiveChat({ meetingId, placeId }: { meetingId: number; placeId: number }) {
  const { t } = useTranslation();
  const { api } = useAppServices();
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [room, setRoom] = useState<TRoom | null>(null);
  const [notice, setNotice] = useState('');
  const [draft, setDraft] = useState('');
  const socket = useRef<WebSocket | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${scheme}://${window.location.host}/live/chat/${placeId}`);
    socket.current = ws;
    ws.onmessage = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as TChatEvent;
      if (event.type === 'hello') {
        setMessages(event.history);
        setRoom({ canSay: event.canSay, canModerate: event.canModerate, muted: event.muted });
      } else if (event.type === 'said') setMessages((current) => [...current, event.message].slice(-200));
      else if (event.type === 'deleted') setMessages((current) => current.filter((m) => m.id !== event.id));
      else if (event.type === 'refused') setNotice(event.msg);
      else if (event.type === 'muted') setNotice(event.muted ? t('live.chat.someoneMuted') : '');
    };
    return () => ws.close();
  }, [placeId, t]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages]);

  const send = () => {
    const text = draft.trim();
    if (!text || socket.current?.readyState !== WebSocket.OPEN) return;
    socket.current.send(JSON.stringify({ type: 'say', text }));
    setDraft('');
    setNotice('');
  };

  return (
    <aside className={styles.chat} aria-label={t('live.chat.title')}>
      <h2>{t('live.chat.title')}</h2>
      <ol ref={list} className={styles.lines} data-testid="chat-lines">
        {messages.map((message) => (
          <li key={message.id}>
            <span className={styles.who}>{message.nickname}</span>
            <span className={styles.text}>{message.text}</span>
            {room?.canModerate ? (
              <span className={styles.tools}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => void api.call('/meeting/auth/meeting/place/chat/delete', { id: message.id })}
                >
                  {t('live.chat.delete')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    void api.call('/meeting/auth/meeting/place/chat/mute', {
                      meetingId,
                      userId: message.userId,
                      muted: true,
                    })
                  }
                >
                  {t('live.chat.mute')}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {room?.canSay ? (
        <div className={styles.say}>
          <Input
            value={draft}
            maxLength={CHAT_MAX}
            placeholder={t('live.chat.placeholder')}
            onChange={(event) => setDraft(event.target.value)}
            onPressEnter={send}
          />
          <Button type="primary" onClick={send}>
            {t('live.chat.send')}
          </Button>
        </div>
      ) : room ? (
        <p className={styles.notice}>{t('live.chat.signIn')}</p>
      ) : null}
      {notice ? <p className={styles.notice}>{notice}</p> : null}
    </aside>
  );
}
