// @vitest-environment happy-dom
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { TEAM_CARDS } from '../../../../src/games/lords/content/teams';
import { Rules } from '../../../../src/games/lords/rules-ref/Rules';
import { lordsUi } from '../../../../src/games/lords/ui';
import { GAMES } from '../../../../src/games/registry';

describe('the Lords rules reference', () => {
  it('lists its contents, links each to its section, and shows every team card', () => {
    const { container, getByRole } = render(<Rules say={(k) => k} />);
    const nav = getByRole('navigation', { name: 'Contents' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.length).toBeGreaterThanOrEqual(12);
    for (const a of links) {
      const id = a.getAttribute('href')?.slice(1) ?? '';
      expect(container.querySelector(`#${id}`), id).not.toBeNull();
    }
    for (const t of TEAM_CARDS) expect(container.textContent).toContain(`${t.city} ${t.name}`);
    expect(container.textContent).toContain(
      'Lords of Baseball v6.25 rulebook by Robert & Max Jamelli',
    );
    expect(container.textContent).toMatch(/1 VP lost per \$1,000 of loans still out/);
  });

  it('is a chunk of its own beside the game UI, and the game is on the shelf for 2-4 owners', async () => {
    const entry = GAMES.find((g) => g.id === 'lords');
    expect(await entry?.loadRules?.()).toBe(Rules);
    // Not in the game's screens: the table never loads the reference.
    expect(lordsUi.Rules).toBeUndefined();
    expect(typeof lordsUi.Board).toBe('function');
    expect(entry).toMatchObject({ title: 'Lords of Baseball', minSeats: 2, maxSeats: 4 });
  });
});
