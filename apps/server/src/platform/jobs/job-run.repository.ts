import { and, eq, sql } from 'drizzle-orm';
import { jobRuns } from '../../../db/schema/index.ts';
import type { TDb } from '../db/client.ts';
import { instanceGone } from '../db/instance.ts';

export const jobRunRepository = {
  /** This instance runs the job now; a retry of a job another instance ran replaces that run. */
  async started(db: TDb, run: { jobId: string; queue: string; instanceId: number }) {
    await db
      .insert(jobRuns)
      .values(run)
      .onConflictDoUpdate({
        target: jobRuns.jobId,
        set: { queue: run.queue, instanceId: run.instanceId, startedAt: sql`now()` },
      });
  },

  async ended(db: TDb, jobId: string, instanceId: number) {
    await db.delete(jobRuns).where(and(eq(jobRuns.jobId, jobId), eq(jobRuns.instanceId, instanceId)));
  },

  /**
   * pg-boss's active jobs nobody runs any more: their instance is gone, or no run was ever written
   * for them within `graceSeconds` of their start (the instance died between taking the job and
   * writing its run, which a living one does within milliseconds).
   */
  async orphaned(db: TDb, graceSeconds: number) {
    const { rows } = await db.execute<{ name: string; id: string }>(sql`
      select j.name, j.id from pgboss.job j
      left join ${jobRuns} on ${jobRuns.jobId} = j.id
      where j.state = 'active' and case
        when ${jobRuns.jobId} is null then j.started_on < now() - make_interval(secs => ${graceSeconds})
        else ${instanceGone(jobRuns.instanceId)}
      end`);
    return rows;
  },

  /** The runs of instances that are gone: their jobs were failed, or finished before the end. */
  async forgetGone(db: TDb) {
    await db.delete(jobRuns).where(instanceGone(jobRuns.instanceId));
  },
};
