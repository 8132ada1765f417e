import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

interface TCallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface TProfile {
  startTime: number;
  nodes: { id: number; callFrame: TCallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * What the `--cpu-prof` files in `profileDir` spent between `from` and `to` (this process's hrtime in
 * microseconds: V8 stamps samples with the same monotonic clock), idle excluded: self time by package
 * and by function, and the time spent under each function (inclusive), as printable text.
 */
export const summarizeProfile = async (profileDir: string, from: bigint, to: bigint) => {
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const under = new Map<string, number>();
  let total = 0;
  const nameOf = (frame: TCallFrame) => {
    const where = frame.url.replace(/^file:\/\//, '');
    return `${frame.functionName || '(anonymous)'}  ${path.basename(where)}:${frame.lineNumber + 1}`;
  };
  for (const file of await readdir(profileDir)) {
    const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as TProfile;
    const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
    let at = BigInt(profile.startTime);
    for (const [index, id] of profile.samples.entries()) {
      const micros = profile.timeDeltas[index] ?? 0;
      at += BigInt(micros);
      const frame = frameOf.get(id)!;
      if (at < from || at > to || frame.functionName === '(idle)') continue;
      total += micros;
      const where = frame.url.replace(/^file:\/\//, '');
      const pkg =
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
        (where.includes('/dist/main.js')
          ? 'huitang server'
          : where.includes('/web/build/')
            ? 'huitang web'
            : where || `(${frame.functionName})`);
      const fn = nameOf(frame);
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
      // Each function on the sample's stack once (a recursive one is not counted twice).
      const onStack = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node))
        onStack.add(nameOf(frameOf.get(node)!));
      for (const name of onStack) under.set(name, (under.get(name) ?? 0) + micros);
    }
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return [
    `\nself time by package (the load, ${(total / 1e6).toFixed(1)} s busy):\n${top(byPackage, 20)}`,
    `\nself time by function:\n${top(byFunction, 40)}`,
    `\ntime under each function (inclusive):\n${top(under, 80)}`,
  ].join('\n');
};
