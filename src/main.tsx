import { render } from 'preact';
import './ui/tokens.css';
import './ui/base.css';
// The die of the dice games (src/ui/components/Die) is drawn in the app's look, with its
// tokens: its few rules load once here rather than with each game that rolls.
import './ui/components/Die.css';
import { Shell } from './app/Shell';
import { createServices } from './app/root';
import { createBotPool, poolSize } from './app/bot-pool';
import { applyLanguage } from './app/i18n';
import { startApp } from './app/start';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
// One worker per core (up to 4), so simultaneous bot decisions think side by side.
const runBot = createBotPool({
  size: poolSize(navigator.hardwareConcurrency),
  spawn: () => new Worker(new URL('./app/bot-worker.ts', import.meta.url), { type: 'module' }),
});
// The shell's words are a lazy chunk per language: the device's first, before anything is
// drawn (the saved setting, if it differs, switches once the settings have loaded).
startApp({
  applyLanguage,
  draw: () => render(<Shell services={createServices({ runBot })} />, root),
  root,
}).catch((e: unknown) => console.error('the failure page could not be shown', e));
