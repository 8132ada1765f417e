import { afterAll, beforeAll, describe, it } from 'vitest';
import { startCluster, type TScale, type TStep } from './support/cluster.ts';

const steps = Object.entries(import.meta.glob<TStep>('./steps/*.ts', { eager: true, import: 'step' }))
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, step]) => step);

let scale: TScale;
let stop: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  ({ scale, stop } = await startCluster());
});
afterAll(() => stop());

describe('two instances behind nginx, on Debian PostgreSQL and Ceph S3', () => {
  for (const step of steps) it(step.title, () => step.run(scale));
});
