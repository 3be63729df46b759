// `npm test`: everything CI checks, in three stages; the steps of a stage run at once.
//
//   1. typecheck, ESLint, Prettier, the production build then its size budget, the e2e build
//      (single-threaded steps: on two cores they fill each other's gaps)
//   2. the unit and property tests (vitest spreads them over the cores itself)
//   3. the end-to-end tests in Chromium (scripts/e2e.mjs, two files at a time)
//
// A stage starts once the one before has passed. The output of a step running beside others
// is held and printed whole when it ends, with its time; a failed step fails the run.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

/** One step: a name and its commands, run one after the other. */
const STAGES = [
  [
    { name: 'typecheck', commands: [[bin('tsc'), '--noEmit']] },
    { name: 'eslint', commands: [[bin('eslint'), '.']] },
    { name: 'prettier', commands: [[bin('prettier'), '--check', '.']] },
    {
      name: 'build and size',
      commands: [
        ['node', 'scripts/build.mjs'],
        ['node', 'scripts/size-check.mjs'],
      ],
    },
    {
      name: 'e2e build',
      commands: [
        ['node', 'scripts/build.mjs', '--mode', 'e2e', '--outDir', 'dist-e2e', '--emptyOutDir'],
      ],
    },
  ],
  [{ name: 'unit', commands: [[bin('vitest'), 'run']] }],
  [{ name: 'e2e', commands: [['node', 'scripts/e2e.mjs']] }],
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one command; streams its output when `live`, else collects it in `held`. */
function run([command, ...args], live, held) {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: live ? (process.env.FORCE_COLOR ?? '') : '0' },
    });
    if (!live) {
      child.stdout.on('data', (chunk) => held.push(chunk));
      child.stderr.on('data', (chunk) => held.push(chunk));
    }
    child.once('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.once('close', (code) => done(code ?? 1));
  });
}

/** Runs a step's commands in order, stopping at the first that fails; resolves to its code. */
async function step({ name, commands }, live) {
  const started = Date.now();
  const held = [];
  if (live) console.log(`==> ${name}`);
  let code = 0;
  for (const command of commands) {
    code = await run(command, live, held);
    if (code !== 0) break;
  }
  if (!live) {
    console.log(`==> ${name}`);
    process.stdout.write(Buffer.concat(held));
  }
  console.log(
    `==> ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(started)} s`,
  );
  return code;
}

const started = Date.now();
for (const stage of STAGES) {
  const codes = await Promise.all(stage.map((s) => step(s, stage.length === 1)));
  if (codes.some((code) => code !== 0)) {
    console.error(`test: FAILED in ${seconds(started)} s`);
    process.exit(1);
  }
}
console.log(`test: passed in ${seconds(started)} s`);
