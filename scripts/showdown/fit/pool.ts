/**
 * Runs simulation jobs in child processes (one per core, two by default), each a
 * `worker.ts` run that prints its result as JSON.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));

function runOne(job: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    // process.execArgv carries tsx's loader, so the child runs TypeScript as this process does.
    const child = spawn(process.execPath, [...process.execArgv, WORKER], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify(job));
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`worker exited with ${code}`));
      else resolve(JSON.parse(out) as unknown);
    });
  });
}

/** Runs the jobs, at most `width` at once; results in job order. */
export async function parallel<T>(
  jobs: readonly unknown[],
  width = Math.max(1, Math.min(availableParallelism(), Number(process.env.WORKERS ?? 2))),
): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = (await runOne(jobs[i])) as T;
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

/** Splits n games into `parts` ranges [from, to). */
export function split(n: number, parts: number): [number, number][] {
  return Array.from({ length: parts }, (_, i) => [
    Math.floor((n * i) / parts),
    Math.floor((n * (i + 1)) / parts),
  ]);
}
