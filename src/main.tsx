import { render } from 'preact';
import './ui/tokens.css';
import './ui/base.css';
import { App } from './app/App';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
render(<App />, root);
