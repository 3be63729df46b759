// @vitest-environment happy-dom
/** The app's start never leaves a blank page: English stands in, else a page says so. */
import { describe, expect, it, vi } from 'vitest';
import { startApp } from '../../src/app/start';

const page = () => {
  const root = document.createElement('div');
  root.id = 'app';
  document.body.replaceChildren(root);
  return root;
};

describe('starting the app', () => {
  it('draws once the device’s language has loaded', async () => {
    const root = page();
    const draw = vi.fn();
    await startApp({ applyLanguage: () => Promise.resolve('fr'), draw, root });
    expect(draw).toHaveBeenCalledOnce();
  });

  it('falls back to English when the device’s language chunk fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = page();
    const asked: string[] = [];
    const applyLanguage = (s: 'auto' | 'en') => {
      asked.push(s);
      return s === 'auto' ? Promise.reject(new Error('chunk 404')) : Promise.resolve('en');
    };
    const draw = vi.fn();
    await startApp({ applyLanguage, draw, root });
    expect(asked).toEqual(['auto', 'en']);
    expect(draw).toHaveBeenCalledOnce();
  });

  it('shows a page with a reload, in both languages, when no words load at all', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = page();
    const draw = vi.fn();
    await startApp({
      applyLanguage: () => Promise.reject(new Error('offline, not cached')),
      draw,
      root,
    });
    expect(draw).not.toHaveBeenCalled();
    const alert = root.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Dugout could not start');
    expect(alert?.textContent).toContain('Dugout n’a pas pu démarrer');
    expect(root.querySelector('button')?.textContent).toBe('Reload · Recharger');
  });

  it('a first screen that throws while drawing gets the same page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = page();
    const draw = () => {
      throw new Error('render failed');
    };
    await startApp({ applyLanguage: () => Promise.resolve('en'), draw, root });
    expect(root.querySelector('[role="alert"]')).not.toBeNull();
  });
});
