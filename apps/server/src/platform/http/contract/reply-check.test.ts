import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { replyIssues } from '../../../../test/reply-check.ts';

// The API tests check every 200 reply against its contract (test/harness.ts); this checks the check.
describe('a reply checked against its contract', () => {
  const schema = z.array(z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.string()) }));

  it('passes when it is exactly the contract', () => {
    expect(replyIssues(schema, [{ id: 1, name: 'a', tags: ['x'] }])).toEqual([]);
  });

  it('names a missing field, a wrong type and a field the contract does not declare', () => {
    expect(replyIssues(schema, [{ id: 1, tags: [] }])).toEqual([expect.stringMatching(/^0\.name: /)]);
    expect(replyIssues(schema, [{ id: '1', name: 'a', tags: [] }])).toEqual([
      expect.stringMatching(/^0\.id: /),
    ]);
    expect(replyIssues(schema, [{ id: 1, name: 'a', tags: [], passwordHash: 'x' }])).toEqual([
      '0.passwordHash: not in the contract',
    ]);
  });
});
