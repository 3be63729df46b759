/**
 * The live facts a view carries (rules/live.ts): the board shows them without running
 * rules, so they must be what the rules then decide.
 */
import { describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { charInfo } from '../../../src/games/fantasy/content';
import { seasonBonus } from '../../../src/games/fantasy/rules/season';
import type { FantasyState } from '../../../src/games/fantasy/state';
import { lastLog, passAll, playUntil, start, toMonth, withTrack } from './helpers';

const atMagic = (seed: string, seats: number, options = {}): FantasyState =>
  playUntil(toMonth(start(seats, options, seed)), (s) => s.phase === 'magic' || s.phase === 'over');

describe('live facts in the view', () => {
  it('§4 Battles: the live leader and totals are the ones the week then resolves to', () => {
    let checked = 0;
    for (const [i, options] of [{}, { moreWins: true }, { events: true }].entries()) {
      for (const seats of [2, 3, 5]) {
        const s = atMagic(`live-${i}-${seats}`, seats, options);
        if (s.phase !== 'magic') continue;
        const seen = fantasyModule.view(s, 0).live;
        expect(seen).toEqual(fantasyModule.view(s, null).live);
        const battles = seen?.battles ?? [];
        expect(battles.length).toBeGreaterThan(0);
        const after = passAll(s);
        for (const b of battles) {
          const holders = after.mgrs.flatMap((g, m) => (g.wins.cards.includes(b.win) ? [m] : []));
          expect(holders).toEqual(b.leader === null ? [] : [b.leader]);
          for (const e of b.entries) {
            const said = lastLog.some((l) =>
              String(l.args?.totals ?? '').includes(`${charInfo(e.card).card.name} ${e.total}`),
            );
            expect(said).toBe(true);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(6);
  });

  it('§End of the Regular Season: the bonus if the season ended now is the Stat Track bonus', () => {
    let s = toMonth(start(3, {}, 'live-bonus'));
    s = withTrack(s, 0, [5, 5, 5, 5, 5]);
    s = withTrack(s, 1, [9, 0, 9, 0, 9]);
    const live = fantasyModule.view(s, 2).live;
    expect(live?.bonus).toEqual(seasonBonus(s.mgrs.map((g) => g.track)));
    expect(live?.bonus.some((n) => n > 0)).toBe(true);
    expect(live?.battles).toEqual([]);
  });
});
