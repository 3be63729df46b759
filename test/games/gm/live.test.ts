import { describe, expect, it } from 'vitest';
import { gmModule } from '../../../src/games/gm';
import { scoreTable, totalWins } from '../../../src/games/gm/rules/scoring';
import { costFor } from '../../../src/games/gm/rules/draft';
import { newGame, playUntil, signer, state } from './board/table';

describe("the view's live facts (board support)", () => {
  it('§4: each GM carries the season score if it ended now, from public facts', () => {
    const g = playUntil(newGame(3, 'live'), (s) => s.phase === 'league', signer);
    const s = state(g);
    for (const seat of [0, 1, null]) {
      const live = gmModule.view(s, seat).live;
      expect(live?.gms).toHaveLength(3);
      s.gms.forEach((gm, m) => {
        const lines = scoreTable(gm);
        expect(live?.gms[m]?.lines).toEqual(lines);
        expect(live?.gms[m]?.wins).toBe(totalWins(lines));
      });
    }
  });

  it("§1 Your Budget: signing costs only for the seat's own hand", () => {
    const g = playUntil(newGame(3, 'live'), (s) => s.phase === 'draft');
    const s = state(g);
    const live = gmModule.view(s, 1).live;
    const me = s.gms[1];
    if (!me) throw new Error('no GM 1');
    expect(live?.gms[1]?.costs).toEqual(s.gms[1]?.hand.cards.map((c) => costFor(me, c)));
    expect(live?.gms[0]?.costs).toEqual([]);
    expect(live?.gms[2]?.costs).toEqual([]);
    expect(gmModule.view(s, null).live?.gms.every((x) => x.costs.length === 0)).toBe(true);
  });
});
