// @vitest-environment happy-dom
/** The board's key: a small button that opens the list of marks, and closes it again. */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Legend } from '../../../src/ui/components/Legend';
import { activeLanguage } from '../../../src/ui/language';

afterEach(() => {
  cleanup();
  activeLanguage.value = 'en';
});

const ENTRIES = [
  { mark: <svg data-mark="bat" />, name: 'Hit (a bat)', meaning: 'A die face.' },
  { mark: <span>2B</span>, name: '2B: Double' },
];

describe('Legend', () => {
  it('opens on its button, lists each mark with its name and meaning, and closes', () => {
    const { getByRole, queryByRole, container } = render(
      <Legend title="the dice" entries={ENTRIES} />,
    );
    const button = getByRole('button', { name: /Key/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    const dialog = getByRole('dialog', { name: 'Key: the dice' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const rows = [...dialog.querySelectorAll('.legend__row')].map((r) => r.textContent);
    expect(rows).toEqual(['Hit (a bat)A die face.', '2B2B: Double']);
    expect(dialog.querySelector('[data-mark="bat"]')).not.toBeNull();
    // The mark is drawn for the eye; its name is what a screen reader reads.
    expect(dialog.querySelector('.legend__mark')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(getByRole('button', { name: 'Close the key' }));
    expect(queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    fireEvent.keyDown(getByRole('dialog'), { key: 'Escape' });
    expect(queryByRole('dialog')).toBeNull();
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('speaks French when French is active', () => {
    activeLanguage.value = 'fr';
    const { getByRole } = render(<Legend title="les dés" entries={ENTRIES} />);
    fireEvent.click(getByRole('button', { name: /Légende/ }));
    expect(getByRole('dialog', { name: 'Légende\u202f: les dés' })).not.toBeNull();
    expect(getByRole('button', { name: 'Fermer la légende' })).not.toBeNull();
  });
});
