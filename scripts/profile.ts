/**
 * npx tsx scripts/profile.ts <game> playout|search [units] [--out file.cpuprofile]
 * The bench's work under V8's sampling profiler (docs/architecture.md, "Speed"): `units`
 * random playouts through `step` (seeds bench-0, bench-1, ...) or 200-iteration searches from
 * the bench's search positions (scripts/bench-measure.ts), after as many again to warm the
 * JIT. Only the timed units are profiled (what `node --cpu-prof` would mix with start-up and
 * the bench's sampling games); the profile opens in Chrome's DevTools. Prints the time the
 * timed units took, in wall time and in this process's CPU time.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gameFigures } from './bench-measure';
import { loadModule } from './game-modules';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' } },
  });
  const [id, figure = 'playout', units = '20'] = positionals;
  if (!id || (figure !== 'playout' && figure !== 'search'))
    throw new Error('usage: profile.ts <game> playout|search [units] [--out file]');
  const work = gameFigures(await loadModule(id))[figure];
  const n = Number(units);
  const run = (from: number) => {
    let done = 0;
    for (let k = from; k < from + n; k++) done += work.unit(k % work.distinct);
    return done;
  };
  run(0);
  const session = new Session();
  session.connect();
  if (values.out) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const done = run(n);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (values.out) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(values.out, JSON.stringify(profile));
  }
  const rate = (t: number) => Math.round((done * 1000) / t);
  // On a shared machine the CPU time (this process's, user and system) moves less than the
  // wall time, which includes the waits for a core.
  console.log(
    `${id} ${figure}: ${done} in ${ms.toFixed(0)} ms (${rate(ms)}/s); ` +
      `CPU ${cpuMs.toFixed(0)} ms (${rate(cpuMs)}/s of CPU)`,
  );
}

void main();
