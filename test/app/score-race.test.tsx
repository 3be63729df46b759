// @vitest-environment happy-dom
/** The race over a game on the results screen (issue 27): a titled drawing and its figures. */
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { ScoreRace } from '../../src/app/screens/ScoreRace';
import { SeatMarksContext, seatMarks } from '../../src/ui/components/seat-marks';
import type { MsgArgs } from '../../src/engine/types';

const say = (key: string, args?: MsgArgs) => `${key === 'g.year' ? 'Year' : key} ${args?.n}`;
const race = {
  msg: 'g.year',
  values: [
    [40, 95, 150, 171],
    [52, 88, 141, 160],
  ],
};
const names = ['Ana', 'Bot 2'];

describe('ScoreRace', () => {
  it('draws a line per seat, marked at its end, under a title, with the values as a table', () => {
    const { container } = render(
      <SeatMarksContext.Provider
        value={seatMarks(
          names.map((name) => ({ name })),
          'bot',
        )}
      >
        <ScoreRace race={race} names={names} colors={[1, 2]} say={say} />
      </SeatMarksContext.Provider>,
    );
    const svg = container.querySelector('svg[role="img"]');
    const title = svg?.querySelector('title')?.textContent ?? '';
    expect(title.length).toBeGreaterThan(0);
    expect(svg?.getAttribute('aria-labelledby')).toBe(svg?.querySelector('title')?.id);
    const lines = [...container.querySelectorAll('polyline')];
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => l.getAttribute('points')?.split(' ').length)).toEqual([4, 4]);
    // The higher score is drawn higher: Ana's last point above Bot 2's.
    const lastY = (l: Element) => Number(l.getAttribute('points')?.split(' ')[3]?.split(',')[1]);
    expect(lastY(lines[0] as Element)).toBeLessThan(lastY(lines[1] as Element));
    expect([...(svg?.querySelectorAll('g > text') ?? [])].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['A', 'B']),
    );
    const head = [...container.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(head.slice(1)).toEqual(['Year 1', 'Year 2', 'Year 3', 'Final']);
    const body = [...container.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((c) => c.textContent),
    );
    expect(body).toEqual([
      ['Ana', '40', '95', '150', '171'],
      ['Bot 2', '52', '88', '141', '160'],
    ]);
  });

  it('draws nothing for a game of one round', () => {
    const { container } = render(
      <ScoreRace
        race={{ msg: 'g.year', values: [[3], [5]] }}
        names={names}
        colors={[1, 2]}
        say={say}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
