import { Code, type TDeskPerson, type TScanResult } from '@huitang/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../state/app-services';
import { useContractText } from '../sign-up/use-contract-text';
import { openDeskStore, type TDeskStore, type TRosterMeta } from './desk-store';
import { newClientId, offlineVerdict } from './offline-verdict';

/** How often an online desk asks for other desks' check-ins, and retries the network when offline. */
const POLL_MS = 3000;
const DESK_NAME_KEY = 'huitang-desk-name';

export interface TDeskFigures {
  total: number;
  checkedIn: number;
  waiting: number;
}

/** A check-in the server answered amber when the queue was synced: this desk's offline green was second. */
export interface TConflict {
  clientId: string;
  name: string;
  message: string;
}

/**
 * The scanning desk of a meeting: answers scans from the server when online and from the downloaded
 * list (IndexedDB) when not, queues offline check-ins and syncs them, and follows other desks.
 */
export const useDesk = (meetingId: number) => {
  const { t } = useTranslation();
  const text = useContractText();
  const { api } = useAppServices();
  const store = useRef<TDeskStore | null>(null);
  const [online, setOnline] = useState(true);
  const [meta, setMeta] = useState<TRosterMeta | undefined>();
  const [figures, setFigures] = useState<TDeskFigures>({ total: 0, checkedIn: 0, waiting: 0 });
  const [result, setResult] = useState<TScanResult | null>(null);
  const [conflicts, setConflicts] = useState<TConflict[]>([]);
  const [deskName, setDeskNameState] = useState('');
  const [placeId, setPlaceId] = useState<number | undefined>();
  const busy = useRef(false);

  const recount = useCallback(async () => {
    const desk = store.current;
    if (!desk) return;
    const [people, queue, nextMeta] = await Promise.all([desk.people(), desk.queue(), desk.meta()]);
    const confirmed = people.filter((person) => person.status === 'confirmed');
    setFigures({
      total: confirmed.length,
      checkedIn: confirmed.filter((person) => person.checkedInAt).length,
      waiting: queue.length,
    });
    setMeta(nextMeta);
  }, []);

  /** The queue first (the server decides who was first), then other desks' check-ins, or the list. */
  const catchUp = useCallback(async () => {
    const desk = store.current;
    if (!desk || busy.current) return;
    busy.current = true;
    try {
      const queue = await desk.queue();
      if (queue.length) {
        queue.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
        const name = localStorage.getItem(DESK_NAME_KEY) ?? '';
        const reply = await api.call(
          '/meeting/auth/meeting/register/sign/sync',
          { meetingId, desk: name, scans: queue.slice(0, 500) },
          { handleErrors: false },
        );
        if (reply.code !== Code.OK) {
          setOnline(reply.code !== Code.FAILURE);
          return;
        }
        const told: TConflict[] = [];
        for (const answer of reply.data) {
          if (answer.person && answer.verdict !== 'red')
            await desk.mark(answer.person.id, answer.checkedInAt, answer.desk);
          if (answer.verdict !== 'green')
            told.push({
              clientId: answer.clientId,
              name: answer.person?.name ?? '',
              message: answer.message,
            });
        }
        await desk.dequeue(reply.data.map((answer) => answer.clientId));
        if (told.length) setConflicts((before) => [...told, ...before].slice(0, 50));
      }
      const current = await desk.meta();
      const reply = current
        ? await api.call(
            '/meeting/auth/meeting/register/sign/changes',
            { meetingId, after: current.cursor },
            { handleErrors: false },
          )
        : await api.call(
            '/meeting/auth/meeting/register/sign/roster',
            { meetingId },
            { handleErrors: false },
          );
      setOnline(reply.code !== Code.FAILURE);
      if (reply.code !== Code.OK) return;
      if ('people' in reply.data) await desk.replaceRoster(reply.data);
      else {
        for (const change of reply.data.changes) await desk.mark(change.id, change.checkedInAt, change.desk);
        await desk.setCursor(reply.data.cursor);
      }
    } finally {
      busy.current = false;
      await recount();
    }
  }, [api, meetingId, recount]);

  useEffect(() => {
    setDeskNameState(localStorage.getItem(DESK_NAME_KEY) ?? '');
    let closed = false;
    let opened: TDeskStore | null = null;
    void openDeskStore(meetingId).then(async (desk) => {
      if (closed) return desk.close();
      opened = desk;
      store.current = desk;
      await recount();
      // A list downloaded earlier is refreshed whole when the desk opens with nothing waiting.
      if (navigator.onLine && !(await desk.queue()).length) {
        const reply = await api.call(
          '/meeting/auth/meeting/register/sign/roster',
          { meetingId },
          { handleErrors: false },
        );
        if (reply.code === Code.OK) await desk.replaceRoster(reply.data);
        setOnline(reply.code !== Code.FAILURE);
        await recount();
      }
    });
    const timer = setInterval(() => void catchUp(), POLL_MS);
    const wentOnline = () => void catchUp();
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    return () => {
      closed = true;
      clearInterval(timer);
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      opened?.close();
      store.current = null;
    };
  }, [api, meetingId, catchUp, recount]);

  const answerOffline = useCallback(
    async (credential: string) => {
      const desk = store.current;
      const person = await desk?.byCode(credential);
      const answer = offlineVerdict(
        meetingId,
        credential,
        person,
        placeId !== undefined,
        text,
        t('onsite.notInRoster'),
      );
      if (answer.verdict === 'green' && desk && person) {
        await desk.enqueue({
          clientId: newClientId(),
          credential,
          scannedAt: answer.checkedInAt!,
          ...(placeId ? { placeId } : {}),
        });
        if (placeId === undefined)
          await desk.mark(person.id, answer.checkedInAt, localStorage.getItem(DESK_NAME_KEY) ?? '');
        answer.message = t('onsite.queued');
      }
      setResult(answer);
      await recount();
    },
    [meetingId, placeId, recount, t, text],
  );

  /** One scan (camera, handheld scanner or typed): the server's answer, or the list's when offline. */
  const scan = useCallback(
    async (raw: string) => {
      const credential = raw.trim();
      if (!credential) return;
      if (!online || !navigator.onLine) return answerOffline(credential);
      const path = placeId ? '/meeting/auth/meeting/place/sign' : '/meeting/auth/meeting/register/sign';
      const desk = localStorage.getItem(DESK_NAME_KEY) ?? '';
      const reply = await api.call(path, { meetingId, desk, credential, placeId }, { handleErrors: false });
      if (reply.code === Code.FAILURE) {
        setOnline(false);
        return answerOffline(credential);
      }
      if (reply.code !== Code.OK) {
        setResult({ verdict: 'red', message: reply.msg, person: null, checkedInAt: null, desk: '' });
        return;
      }
      setResult(reply.data);
      if (reply.data.person && reply.data.verdict !== 'red' && !placeId)
        await store.current?.mark(reply.data.person.id, reply.data.checkedInAt, reply.data.desk);
      await recount();
    },
    [answerOffline, api, meetingId, online, placeId, recount],
  );

  const search = useCallback(async (keyword: string): Promise<TDeskPerson[]> => {
    const words = keyword.trim().toLowerCase();
    if (!words || !store.current) return [];
    const people = await store.current.people();
    return people
      .filter((p) =>
        [p.name, p.mobile, p.unit, p.orderNo].some((value) => value.toLowerCase().includes(words)),
      )
      .slice(0, 20);
  }, []);

  const setDeskName = (name: string) => {
    localStorage.setItem(DESK_NAME_KEY, name.slice(0, 32));
    setDeskNameState(name.slice(0, 32));
  };

  return {
    online,
    meta,
    figures,
    result,
    conflicts,
    deskName,
    setDeskName,
    placeId,
    setPlaceId,
    scan,
    search,
    syncNow: catchUp,
  };
};
