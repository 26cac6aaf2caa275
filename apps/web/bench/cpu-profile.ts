import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { webRoot } from '../e2e/support/simulator';

/** A CPU profile as Chromium's `Profiler.stop` returns it (the fields the benches read). */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();

/** Where a built script's position comes from, through the build's sourcemap: a package's name, or our source file. */
export function original(url: string, line: number, column: number): string {
  const path = url.startsWith('http') ? new URL(url).pathname : '';
  if (!path.startsWith('/assets/')) return url === '' ? '(native)' : url;
  if (!maps.has(path)) {
    try {
      maps.set(
        path,
        new SourceMapConsumer(JSON.parse(readFileSync(join(webRoot, `${path}.map`), 'utf8')) as RawSourceMap),
      );
    } catch {
      maps.set(path, null);
    }
  }
  const source = maps.get(path)?.originalPositionFor({ line: line + 1, column })?.source ?? path;
  const lib = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return lib?.[1] ?? source.replace(/.*?(apps\/web\/src\/|packages\/|contracts\/)/, '$1');
}

/** The profile's self time per source module and per function, in ms, the 30 largest of each. */
export function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = original(frame.url, frame.lineNumber, frame.columnNumber);
    modules.set(where, (modules.get(where) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} @ ${where}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { modules: top(modules, 30), functions: top(functions, 30) };
}

/**
 * Where each long task's time went: the profile's self time inside the task's window, per source module (the
 * six largest), with the task's start and duration in the page's clock. `zero` is the profile's time (ms, the
 * monotonic clock of `Profiler` and `Network` events) of the page's time origin.
 */
export function longTaskModules(profile: Profile, tasks: readonly [number, number][], zero: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples: [number, number, number][] = [];
  let at = profile.startTime / 1000;
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    at += delta;
    samples.push([at - zero, delta, id]);
  });
  return tasks.map(([start, duration]) => {
    const modules = new Map<string, number>();
    for (const [time, delta, id] of samples) {
      if (time < start || time > start + duration) continue;
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      const where = frame.functionName.startsWith('(')
        ? frame.functionName
        : original(frame.url, frame.lineNumber, frame.columnNumber);
      modules.set(where, (modules.get(where) ?? 0) + delta);
    }
    const top = [...modules]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => `${name.replace(/^(\.\.\/)*src\//, '')} ${ms.toFixed(0)}`);
    return `${start.toFixed(0)}+${duration.toFixed(0)}: ${top.join(', ')}`;
  });
}
