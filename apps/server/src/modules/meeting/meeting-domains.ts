import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { listen, type TListener } from '../../platform/db/listen.ts';
import { meetingRepository } from './meeting.repository.ts';

/**
 * Per-meeting sub-domains: {meetingDomain}.{orgCustomizeMainDomain} serves that meeting's page.
 * Routing happens before Fastify picks a route, so the label → meeting map lives in memory and is
 * reloaded whenever any instance announces a meeting change.
 */
export const createMeetingDomains = async (
  db: TDb,
  databaseUrl: string,
  channel: string,
  mainDomain: () => string,
  log: FastifyBaseLogger,
) => {
  let byLabel = new Map<string, number>();
  const reload = async () => {
    const rows = await meetingRepository.domains(db);
    byLabel = new Map(rows.map((row) => [row.label, row.id]));
  };
  await reload();
  const listener: TListener = await listen(
    databaseUrl,
    channel,
    () =>
      void reload().catch((error: unknown) => log.error({ err: error }, 'reloading meeting domains failed')),
    log,
  );

  return {
    /** The URL to route: the meeting page for the root of a meeting's own sub-domain, else unchanged. */
    rewrite(host: string | undefined, url: string): string {
      const main = mainDomain();
      const hostname = (host ?? '').split(':')[0]!.toLowerCase();
      if (!main || !hostname.endsWith(`.${main}`)) return url;
      const id = byLabel.get(hostname.slice(0, -(main.length + 1)));
      if (id === undefined || !(url === '/' || url.startsWith('/?'))) return url;
      const query = url.slice(2);
      return `/meeting/detail?id=${id}${query ? `&${query}` : ''}`;
    },
    close: () => listener.close(),
  };
};

export type TMeetingDomains = Awaited<ReturnType<typeof createMeetingDomains>>;
