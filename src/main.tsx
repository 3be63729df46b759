import { render } from 'preact';
import './ui/tokens.css';
import './ui/base.css';
import { Shell } from './app/Shell';
import { createServices } from './app/root';
import { createWorkerBotRunner } from './app/bot-runner';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
render(<Shell services={createServices({ runBot: createWorkerBotRunner() })} />, root);
