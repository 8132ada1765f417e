import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const fixture = path.join(import.meta.dirname, '../../../test/fixtures/stray-rejection-server.ts');

describe('a promise that rejects with no handler', () => {
  it('is logged with its request id and the server keeps serving', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const base = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /LISTENING (\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
      });
      const stray = await fetch(`${base}/stray`);
      expect(stray.status).toBe(200);
      const requestId = stray.headers.get('x-request-id');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(`${base}/ok`)).status).toBe(200);
      expect(child.exitCode).toBeNull();
      const logged = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; reqId?: string; err?: { message: string } });
      expect(logged).toContainEqual(
        expect.objectContaining({
          msg: 'unhandled promise rejection; the server keeps serving',
          reqId: requestId,
          err: expect.objectContaining({ message: 'stray query failed' }) as unknown,
        }),
      );
    } finally {
      child.kill('SIGKILL');
    }
  });
});
