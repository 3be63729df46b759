// @vitest-environment happy-dom
/** The rules screen: a contents list, and a search that narrows the reference to what matches. */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../src/app/i18n';
import { Rules } from '../../src/app/screens/Rules';

afterEach(async () => {
  cleanup();
  await applyLanguage('en', []);
});

const visible = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>('section[id]')].filter((s) => !s.hidden);

describe('the rules screen search', () => {
  it('hides the sections (and their contents links) that do not mention the words', async () => {
    const { container, getByRole, getByLabelText } = render(<Rules game="showdown" />);
    // The game's rules chunk loads first: slow on a busy machine (a wait, not a budget).
    await waitFor(
      () => expect(container.querySelectorAll('section[id]').length).toBeGreaterThan(3),
      { timeout: 10_000 },
    );
    const all = visible(container).length;
    const box = getByLabelText('Search the rules');

    fireEvent.input(box, { target: { value: 'Starting Pitcher' } });
    await waitFor(() => expect(getByRole('status').textContent).toMatch(/mention/));
    const hits = visible(container);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThan(all);
    for (const s of hits) expect(s.textContent?.toLowerCase()).toContain('starting pitcher');
    const links = [...container.querySelectorAll<HTMLElement>('nav li')].filter((l) => !l.hidden);
    expect(links.length).toBeLessThanOrEqual(hits.length);

    fireEvent.input(box, { target: { value: 'zzqx-nothing' } });
    await waitFor(() =>
      expect(getByRole('status').textContent).toBe('No section mentions “zzqx-nothing”.'),
    );
    expect(visible(container)).toHaveLength(0);

    fireEvent.input(box, { target: { value: '' } });
    await waitFor(() => expect(visible(container)).toHaveLength(all));
  });

  it('says the credit line in the active language, from the game catalog', async () => {
    await applyLanguage('fr', []);
    const { container } = render(<Rules game="gm" />);
    await waitFor(
      () =>
        expect(container.querySelector('.rules__credit')?.textContent).toContain(
          'la règle de You’re the GM!',
        ),
      { timeout: 10_000 },
    );
    expect(container.querySelector('.rules__credit')?.textContent).toContain(
      'Scott Courlander (conception)',
    );
  });
});
