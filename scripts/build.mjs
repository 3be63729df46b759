// npm run build [-- vite build options]: `vite build`, failing if it printed any warning.
// Rolldown prints some warnings (FILE_NAME_CONFLICT between the app's and the worker's
// bundles, say) outside `onLog`, so the output itself is what is checked; the build must
// print none, so that a new one is seen the day it appears.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const WARNING = /\[[A-Z_]+\]|\(!\)|\bwarn(ing)?\b/i;

const child = spawn(process.execPath, [vite, 'build', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, FORCE_COLOR: '0' },
});
const seen = [];
for (const stream of [child.stdout, child.stderr]) {
  let rest = '';
  stream.on('data', (chunk) => {
    const text = rest + chunk.toString();
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      (stream === child.stdout ? process.stdout : process.stderr).write(`${line}\n`);
      if (WARNING.test(line)) seen.push(line.trim());
    }
  });
  stream.on('end', () => {
    if (rest) {
      (stream === child.stdout ? process.stdout : process.stderr).write(`${rest}\n`);
      if (WARNING.test(rest)) seen.push(rest.trim());
    }
  });
}
const code = await new Promise((done) => child.once('close', (c) => done(c ?? 1)));
if (code !== 0) process.exit(code);
if (seen.length > 0) {
  console.error(`build: ${seen.length} warning line(s); the build must print none:`);
  for (const line of seen) console.error(`  ${line}`);
  process.exit(1);
}
