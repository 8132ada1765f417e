import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now (other engineers' servers run beside these). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Runs a command to its end; its output is the error when it fails. */
export const run = (
  command: string,
  args: string[],
  options: { as?: string; env?: NodeJS.ProcessEnv } = {},
) => {
  const [file, argv] =
    options.as && process.getuid?.() === 0
      ? ['runuser', ['-u', options.as, '--', command, ...args]]
      : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', env: { ...process.env, ...options.env } });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
};

/** A long-running process in its own group, so that killing it takes its children along. */
export const start = (
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: NodeJS.WritableStream,
  cwd?: string,
) => {
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return child;
};

/** Ends a process group: SIGKILL as a machine dies, or SIGTERM and a wait for the group to go. */
export const stop = async (child: ChildProcess, signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM') => {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  const late = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
};

/** Pauses (SIGSTOP) or resumes (SIGCONT) a process group, as a machine that hangs and comes back. */
export const pauseGroup = (child: ChildProcess, signal: 'SIGSTOP' | 'SIGCONT') => {
  if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, signal);
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` answers something, trying every `every` ms for `ms` in all. */
export const eventually = async <T>(
  what: string,
  check: () => Promise<T | undefined>,
  { ms = 10_000, every = 100 } = {},
): Promise<T> => {
  let last = '';
  for (const end = Date.now() + ms; Date.now() < end; await sleep(every)) {
    try {
      const found = await check();
      if (found !== undefined) return found;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
  }
  throw new Error(`${what}: not within ${ms} ms${last ? ` (last: ${last})` : ''}`);
};
