import { describe } from 'vitest';
import { describeWriteThenRead } from '../../../../test/write-then-read.ts';

// What a write accepts, every read returns: test/write-then-read.ts, in six parts that run side by side.
describe('random valid writes, then the reads that show them', () => describeWriteThenRead(2, 6));
