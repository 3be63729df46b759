import { render } from 'preact';
import './ui/tokens.css';
import './ui/base.css';
import { Shell } from './app/Shell';
import { createServices } from './app/root';
import { createBotPool, poolSize } from './app/bot-pool';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
// One worker per core (up to 4), so simultaneous bot decisions think side by side.
const runBot = createBotPool({
  size: poolSize(navigator.hardwareConcurrency),
  spawn: () => new Worker(new URL('./app/bot-worker.ts', import.meta.url), { type: 'module' }),
});
render(<Shell services={createServices({ runBot })} />, root);
