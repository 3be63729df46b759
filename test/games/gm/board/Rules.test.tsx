// @vitest-environment happy-dom
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { TEAM_CARDS } from '../../../../src/games/gm/content';
import { Rules } from '../../../../src/games/gm/rules-ref/Rules';
import { gmUi } from '../../../../src/games/gm/ui';

describe('the GM rules reference', () => {
  it('lists its contents, links each to its section, and shows all twelve cards', () => {
    const { container, getByRole } = render(<Rules say={(k) => k} />);
    const nav = getByRole('navigation', { name: 'Contents' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const a of links) {
      const id = a.getAttribute('href')?.slice(1) ?? '';
      expect(container.querySelector(`#${id}`), id).not.toBeNull();
    }
    for (const t of TEAM_CARDS) {
      expect(container.textContent).toContain(t.team.name);
      expect(container.textContent).toContain(t.manager.name);
    }
    expect(container.textContent).toMatch(/2 trophies are enough/);
  });

  it('is the game UI with the board', () => {
    expect(gmUi.Rules).toBe(Rules);
    expect(typeof gmUi.Board).toBe('function');
  });
});
