// @vitest-environment happy-dom
import { fireEvent, render, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { findCard, HITTERS, TEAMS } from '../../../../src/games/showdown/content';
import { makeTeam } from '../../../../src/games/showdown/custom-team';
import { Editor } from '../../../../src/games/showdown/builder/Editor';
import { NEW_TEAM } from '../../../../src/ui/teams';
import { newTeamData } from '../../../../src/games/showdown/builder/teams';
import type { Team } from '../../../../src/games/showdown/types';
import { fivefoldPoints } from '../../../../src/games/showdown/validate';

const ready = TEAMS[0] as Team;
const saved = (data: string, name = 'Test nine') => ({ id: 'team-1', name, data, updatedAt: 1 });

function open(data: string, onSave = vi.fn(async () => undefined)) {
  const view = render(<Editor team={saved(data)} onSave={onSave} listHref="/teams/showdown" />);
  const summary = () => view.getByTestId('team-summary');
  return {
    ...view,
    onSave,
    points: () => view.getByTestId('team-points').textContent,
    problems: () =>
      [...summary().querySelectorAll('[data-testid="team-problems"] li')].map(
        (li) => li.textContent,
      ),
  };
}

/** A hitter not on the team, cheap enough to keep a copy under 5,000 points. */
const outsider = HITTERS.filter((h) => !ready.roster.some((e) => e.p === h.id)).sort(
  (a, b) => a.points - b.points,
)[0];

describe('the team editor', () => {
  it('shows a legal copy of a ready-made team with its total and no problems', () => {
    const view = open(makeTeam(ready));
    expect(view.points()).toBe(`${(fivefoldPoints(ready) / 5).toLocaleString('en')} / 5,000`);
    expect(view.getByTestId('team-legal')).toBeTruthy();
    expect(view.problems()).toEqual([]);
  });

  it('updates the total and the problems on every change', () => {
    const view = open(makeTeam(ready));
    const first = ready.roster.find((e) => !e.backup && findCard(e.p)?.kind === 'hitter');
    const gone = findCard(first?.p ?? '');
    if (!gone || !outsider) throw new Error('fixture');
    fireEvent.click(view.getByRole('button', { name: `Remove ${gone.name}` }));
    expect(view.points()).toBe(
      `${((fivefoldPoints(ready) - 5 * gone.points) / 5).toLocaleString('en')} / 5,000`,
    );
    expect(view.problems()).toContain('A team has exactly 20 players; this one has 19.');
    expect(view.problems()).toContain(
      'The written lineup has one player at each position and a DH.',
    );

    fireEvent.click(view.getByRole('button', { name: `Add ${outsider.name}` }));
    expect(view.problems()).not.toContain('A team has exactly 20 players; this one has 19.');
    expect(view.points()).toBe(
      `${((fivefoldPoints(ready) - 5 * gone.points + 5 * outsider.points) / 5).toLocaleString('en', { maximumFractionDigits: 1 })} / 5,000`,
    );
  });

  it('counts a backup at one fifth', () => {
    const view = open(newTeamData());
    expect(view.points()).toBe('0 / 5,000');
    const h = HITTERS.find((x) => x.points % 5 !== 0) ?? HITTERS[0];
    if (!h) throw new Error('fixture');
    fireEvent.click(view.getByRole('button', { name: `Add ${h.name} as a backup` }));
    expect(view.points()).toBe(
      `${(h.points / 5).toLocaleString('en', { maximumFractionDigits: 1 })} / 5,000`,
    );
    expect(view.problems()).toContain('Backups are only the hitters beyond the first 9.');
  });

  it('lists a new team’s problems and filters the players', () => {
    const view = open(newTeamData());
    expect(view.problems()).toEqual(
      expect.arrayContaining([
        'A team has exactly 20 players; this one has 0.',
        'A team has exactly 4 starters; this one has 0.',
        'The strategy deck has exactly 60 cards; this one has 0.',
      ]),
    );
    const list = view.getByTestId('player-list');
    fireEvent.change(view.getByLabelText('Kind'), { target: { value: 'closer' } });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(8);
  });

  it('edits the lineup and the deck', () => {
    const view = open(makeTeam(ready));
    fireEvent.click(view.getByRole('tab', { name: 'Lineup and rotation' }));
    fireEvent.click(view.getByRole('button', { name: 'Move Batter 1 down' }));
    expect(view.problems()).toEqual([]); // the order is free; the positions still fit
    fireEvent.change(view.getByLabelText('Batter 1: Position'), { target: { value: '' } });
    expect(view.problems()).toContain(
      'The written lineup has one player at each position and a DH.',
    );

    fireEvent.click(view.getByRole('tab', { name: 'Strategy deck' }));
    const name = (ready.deck ?? [])[0] ?? '';
    fireEvent.click(view.getByRole('button', { name: `One fewer ${name} in the deck` }));
    expect(view.problems()).toContain('The strategy deck has exactly 60 cards; this one has 59.');
    fireEvent.click(view.getByRole('button', { name: `One more ${name} in the deck` }));
    expect(view.problems()).not.toContain(
      'The strategy deck has exactly 60 cards; this one has 59.',
    );
  });

  it('saves drafts too, with the team as JSON under its saved id', async () => {
    const view = open(newTeamData());
    fireEvent.input(view.getByTestId('team-name'), { target: { value: 'Night Owls' } });
    fireEvent.click(view.getByTestId('save-team'));
    await vi.waitFor(() => expect(view.onSave).toHaveBeenCalledTimes(1));
    const [name, data] = view.onSave.mock.calls[0] as unknown as [string, string];
    expect(name).toBe('Night Owls');
    expect(JSON.parse(data)).toMatchObject({ id: 'team-1', name: 'Night Owls', roster: [] });
    await vi.waitFor(() =>
      expect(view.container.querySelector('.sb-status')?.textContent).toBe('Saved'),
    );
  });

  it('fills in the rest: an empty team becomes legal in one tap, the manager’s players kept', () => {
    const view = open(newTeamData());
    if (!outsider) throw new Error('fixture');
    fireEvent.click(view.getByRole('button', { name: `Add ${outsider.name}` }));
    fireEvent.click(view.getByTestId('auto-fill'));
    expect(view.problems()).toEqual([]);
    expect(view.getByTestId('team-legal')).toBeTruthy();
    expect(view.queryByTestId('auto-fill')).toBeNull();
    expect(view.container.querySelector('.sb-count')?.textContent).toBe('20 / 20 players');
    expect(within(view.getByTestId('roster')).getByText(outsider.name)).toBeTruthy();
    expect(view.container.querySelector('.sb-status')?.textContent).toBe('Unsaved changes');
  });

  it('asks before a link leaves unsaved changes, and lets a saved team go freely', async () => {
    const view = open(makeTeam(ready));
    const link = view.getByRole('link', { name: 'All teams' });
    const asked = vi.fn<(message?: string) => boolean>();
    vi.stubGlobal('confirm', asked);
    // What the app's router (a click listener on window) sees of clicks on the link.
    const followed = vi.fn();
    const router = (e: Event) => {
      if (e.target === link) followed();
    };
    window.addEventListener('click', router);
    try {
      // Saved: no question, the click goes on to the app's router.
      asked.mockReturnValue(false);
      fireEvent.click(link);
      expect(asked).not.toHaveBeenCalled();
      expect(followed).toHaveBeenCalledTimes(1);

      fireEvent.input(view.getByTestId('team-name'), { target: { value: 'Changed' } });
      fireEvent.click(link);
      expect(asked).toHaveBeenCalledTimes(1);
      expect(asked.mock.calls[0]?.[0]).toMatch(/Leave without saving/);
      expect(followed).toHaveBeenCalledTimes(1); // held back
      asked.mockReturnValue(true);
      fireEvent.click(link);
      expect(followed).toHaveBeenCalledTimes(2); // confirmed: it leaves

      fireEvent.click(view.getByTestId('save-team'));
      await vi.waitFor(() =>
        expect(view.container.querySelector('.sb-status')?.textContent).toBe('Saved'),
      );
      fireEvent.click(link);
      expect(asked).toHaveBeenCalledTimes(2);
      expect(followed).toHaveBeenCalledTimes(3);
    } finally {
      window.removeEventListener('click', router);
      vi.unstubAllGlobals();
    }
  });

  it('a new team says it is not saved yet, and leaving it untouched asks nothing', () => {
    const view = render(
      <Editor
        team={{ id: NEW_TEAM, name: 'My team', data: newTeamData(), updatedAt: 0 }}
        onSave={vi.fn(async () => undefined)}
        listHref="/teams/showdown"
      />,
    );
    expect(view.container.querySelector('.sb-status')?.textContent).toBe('Not saved yet');
    const asked = vi.fn(() => false);
    vi.stubGlobal('confirm', asked);
    try {
      fireEvent.click(view.getByRole('link', { name: 'All teams' }));
      expect(asked).not.toHaveBeenCalled();
      fireEvent.click(view.getByTestId('auto-fill'));
      fireEvent.click(view.getByRole('link', { name: 'All teams' }));
      expect(asked).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
