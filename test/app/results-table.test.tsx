// @vitest-environment happy-dom
/** The results table: every side by place with its score's unit, and what decided it. */
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ResultsTable } from '../../src/app/screens/ResultsTable';
import { formatMessage } from '../../src/engine/messages';
import type { MsgArgs, Outcome } from '../../src/engine/types';

const CATALOG: Record<string, string> = {
  'g.season': 'Season {season}: {wins, plural, one {# win} other {# wins}}',
  'g.card': '{card}',
  'g.ai': 'The AI',
  'g.weekly': 'Weekly Wins',
  'g.bonus': 'Bonus Wins',
};
const say = (key: string, args?: MsgArgs) =>
  formatMessage(CATALOG[key], key, args, String, (k) => CATALOG[k]);
const rows = (root: Element) =>
  [...root.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll(':scope > td')].map((td) => (td.textContent ?? '').trim()),
  );

describe('ResultsTable', () => {
  it('shows the score with its unit and a season note with its parts, none of them zero', () => {
    const outcome: Outcome = {
      rank: [2, 1],
      scores: [1, 3],
      unit: 'trophies',
      notes: [
        [{ msg: 'g.season', args: { season: 5, wins: 1 } }],
        [
          {
            msg: 'g.season',
            args: { season: 5, wins: 11 },
            parts: [
              { msg: 'g.card', args: { card: 'Ned Ruddle' }, value: 11 },
              { msg: 'g.card', args: { card: 'Idle Bench' }, value: 0 },
            ],
          },
        ],
      ],
    };
    const { container } = render(
      <ResultsTable outcome={outcome} names={['Ada', 'Bo']} colors={[1, 2]} say={say} />,
    );
    expect(rows(container)).toEqual([
      ['1', 'BBo', '3 trophies', 'Season 5: 11 winsNed Ruddle: 11'],
      ['2', 'AAda', '1 trophy', 'Season 5: 1 win'],
    ]);
    expect(container.textContent).not.toContain('Idle Bench');
    expect(container.querySelectorAll('thead th')).toHaveLength(4);
  });

  it('puts the solo rival in its place, with its score', () => {
    const outcome: Outcome = {
      rank: [2],
      scores: [2],
      unit: 'games',
      rivals: [{ msg: 'g.ai', rank: 1, score: 4 }],
    };
    const { container } = render(
      <ResultsTable outcome={outcome} names={['Ada']} colors={[1]} say={say} />,
    );
    expect(rows(container)).toEqual([
      ['1', 'The AI', '4 games'],
      ['2', 'AAda', '2 games'],
    ]);
    // Nothing to break down: no empty column.
    expect(container.querySelectorAll('thead th')).toHaveLength(3);
    expect(container.querySelector('[data-rival]')?.textContent).toContain('The AI');
  });

  it('leaves out a part worth nothing, even from an outcome saved before they were dropped', () => {
    const outcome: Outcome = {
      rank: [1],
      scores: [9],
      breakdown: [
        [
          { msg: 'g.weekly', value: 9 },
          { msg: 'g.bonus', value: 0 },
        ],
      ],
    };
    const { container } = render(
      <ResultsTable outcome={outcome} names={['Ada']} colors={[1]} say={say} />,
    );
    expect(rows(container)).toEqual([['1', 'AAda', '9', 'Weekly Wins: 9']]);
  });
});
