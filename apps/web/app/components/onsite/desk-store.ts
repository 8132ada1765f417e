import type { TDeskPerson, TDeskRoster } from '@huitang/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A scan made while offline, kept until the server has heard it. */
export interface TQueuedScan {
  clientId: string;
  credential: string;
  placeId?: number;
  scannedAt: string;
}

export type TRosterMeta = Omit<TDeskRoster, 'people'> & { downloadedAt: string };

interface TDeskDb extends DBSchema {
  people: { key: number; value: TDeskPerson; indexes: { code: string } };
  queue: { key: string; value: TQueuedScan };
  meta: { key: 'roster'; value: TRosterMeta };
}

/**
 * The desk's own copy of a meeting's registrants in IndexedDB (one database per meeting), so that
 * scans are answered with no network, and the scans made meanwhile, queued in order of scanning.
 */
export const openDeskStore = async (meetingId: number) => {
  const db: IDBPDatabase<TDeskDb> = await openDB<TDeskDb>(`huitang-desk-${meetingId}`, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('people', { keyPath: 'id' }).createIndex('code', 'code', { unique: true });
      upgrading.createObjectStore('queue', { keyPath: 'clientId' });
      upgrading.createObjectStore('meta');
    },
  });
  return {
    async replaceRoster(roster: TDeskRoster) {
      const { people, ...meta } = roster;
      const tx = db.transaction(['people', 'meta'], 'readwrite');
      await tx.objectStore('people').clear();
      await Promise.all([
        ...people.map((person) => tx.objectStore('people').put(person)),
        tx.objectStore('meta').put({ ...meta, downloadedAt: new Date().toISOString() }, 'roster'),
        tx.done,
      ]);
    },
    meta: () => db.get('meta', 'roster'),
    async setCursor(cursor: number) {
      const meta = await db.get('meta', 'roster');
      if (meta) await db.put('meta', { ...meta, cursor }, 'roster');
    },
    people: () => db.getAll('people'),
    byCode: (code: string) => db.getFromIndex('people', 'code', code),
    byId: (id: number) => db.get('people', id),
    async mark(id: number, checkedInAt: string | null, desk: string) {
      const person = await db.get('people', id);
      if (person) await db.put('people', { ...person, checkedInAt, desk });
    },
    queue: () => db.getAll('queue'),
    enqueue: (scan: TQueuedScan) => db.put('queue', scan).then(() => undefined),
    async dequeue(clientIds: string[]) {
      const tx = db.transaction('queue', 'readwrite');
      await Promise.all([...clientIds.map((id) => tx.store.delete(id)), tx.done]);
    },
    close: () => db.close(),
  };
};
export type TDeskStore = Awaited<ReturnType<typeof openDeskStore>>;
