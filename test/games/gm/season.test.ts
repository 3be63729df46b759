import { describe, expect, it } from 'vitest';
import { gmModule } from '../../../src/games/gm';
import { PLAYERS } from '../../../src/games/gm/content';
import { act, atScoring, chooseAll, logged, rig, start, type GmState, type Rig } from './helpers';

// Two plain 1-slot players of different positions (no abilities), and prospects.
const ONE = PLAYERS.filter((p) => !p.prospect && !p.ability && p.slots.length === 1);
const A = ONE[0];
const B = ONE.find((p) => p.pos !== A?.pos && p.id !== A?.id);
const PROSPECTS = PLAYERS.filter((p) => p.prospect && !p.ability).map((p) => p.id);
if (!A || !B) throw new Error('content lacks one-slot players');
/** A filled player: its one die matching (Max Wins). */
const maxed = (p: typeof A) => ({ id: p.id, dice: [p.slots[0] ?? null] });

/** Seats rigged as given (plain Team t12 with no bonus met, Manager t10), then scored. */
function scored(rigs: Rig[], seats = rigs.length): GmState {
  let s = chooseAll(start(seats));
  for (let m = 0; m < seats; m++)
    s = rig(s, m, { team: 't12', manager: 't10', cash: 3, ...rigs[m] });
  return act(atScoring(s), 0, { t: 'ready' });
}

describe('§4 Scoring: the trophy', () => {
  it('§4 3: the GM with most wins is champion and takes a trophy', () => {
    const s = scored([{ roster: [maxed(A)] }, { roster: [] }]);
    expect(s.last?.wins[0]).toBe(A.max);
    expect(s.last?.champion).toBe(0);
    expect(s.gms.map((g) => g.trophies)).toEqual([1, 0]);
    expect(s.phase).toBe('arb');
  });

  it('§4 Final Score: a tie on wins goes to the GM with most money left over', () => {
    const tie = scored([
      { roster: [], cash: 2 },
      { roster: [], cash: 5 },
    ]);
    expect(tie.last?.wins).toEqual([0, 0]);
    expect(tie.last?.champion).toBe(1);
  });

  it('D7: a tie on wins and money awards no trophy', () => {
    const s = scored([
      { roster: [], cash: 4 },
      { roster: [], cash: 4 },
    ]);
    expect(s.last?.champion).toBe(-1);
    expect(s.gms.map((g) => g.trophies)).toEqual([0, 0]);
    expect(logged('gm.log.noChampion')).toBe(true);
  });

  it('D13: the Tiebreak Manager (t03) wins a tie on wins before money', () => {
    const s = scored([
      { roster: [], cash: 1, manager: 't03' },
      { roster: [], cash: 5 },
    ]);
    expect(s.last?.champion).toBe(0);
  });

  it('Winning the Game, D11, D22: with 3 GMs the third trophy ends the game before Arbitration', () => {
    const s = scored([{ roster: [maxed(A)], trophies: 2 }, { roster: [] }, { roster: [] }]);
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(0);
    expect(logged('gm.log.dynasty')).toBe(true);
    // No Arbitration: the player keeps its salary tokens as they were.
    expect(s.gms[0]?.roster.cards[0]?.paid).toBe(A.salary);
    expect(gmModule.prompts(s)).toEqual([]);
    const out = gmModule.outcome(s);
    expect(out?.rank).toEqual([1, 2, 2]);
    // Trophies are the score; the last season's wins follow as a note whose parts add up.
    expect(out?.scores).toEqual([3, 0, 0]);
    const season = out?.notes?.[0]?.[0];
    expect(season?.parts?.reduce((n, p) => n + p.value, 0)).toBe(s.last?.wins[0]);
  });

  it('Winning the Game: with 3 GMs a second trophy does not end it; with 4 GMs it does', () => {
    expect(scored([{ roster: [maxed(A)], trophies: 1 }, {}, {}]).phase).toBe('arb');
    expect(scored([{ roster: [maxed(A)], trophies: 1 }, {}, {}, {}]).phase).toBe('over');
  });
});

describe('§5 Arbitration and §6 Promote Prospects', () => {
  const four = PLAYERS.find((p) => !p.prospect && p.salary === 4);
  if (!four) throw new Error('no $4M player');

  it('§5: keeping a $4M player puts a fifth token on it; releasing it recoups $4M', () => {
    const s = scored([
      { roster: [{ id: four.id }], cash: 3 },
      { roster: [], cash: 9 },
    ]);
    const kept = act(s, 0, { t: 'keep', card: 0 });
    // (Arbitration is over, so §6 has already cleared the kept mark.)
    expect(kept.gms[0]?.roster.cards[0]?.paid).toBe(5);
    expect(kept.gms[0]?.cash).toBe(2);
    const cut = act(s, 0, { t: 'cut', card: 0 });
    expect(cut.gms[0]?.roster.cards).toEqual([]);
    expect(cut.gms[0]?.cash).toBe(7);
    // D9: a released player goes to the face-down discard pile, which nobody tracks.
    expect(cut.discard.cards[0]).toBe(four.id);
    expect(cut.discard.$seen).toBe(undefined);
  });

  it('§5, D21: without $1M uncommitted a player cannot be kept; cutting another first pays for it', () => {
    let s = scored([
      { roster: [{ id: four.id }, { id: A.id }], cash: 0 },
      { roster: [], cash: 9 },
    ]);
    expect(gmModule.actions(s, 0)).toEqual([
      { t: 'cut', card: 0 },
      { t: 'cut', card: 1 },
    ]);
    expect(() => act(s, 0, { t: 'keep', card: 0 })).toThrow(
      expect.objectContaining({ code: 'cannot-afford' }),
    );
    s = act(s, 0, { t: 'cut', card: 1 });
    s = act(s, 0, { t: 'keep', card: 0 });
    expect(s.gms[0]?.roster.cards[0]?.paid).toBe(5);
  });

  it('§5: prospects in the Minor Leagues force cuts to make room; §6 they join on the right', () => {
    const roster = PLAYERS.filter((p) => !p.prospect && p.salary <= 2)
      .slice(0, 4)
      .map((p) => ({ id: p.id }));
    const minors = PROSPECTS.slice(0, 2).map((id) => ({ id }));
    let s = scored([
      { roster, minors, cash: 9 },
      { roster: [], cash: 9 },
    ]);
    s = act(s, 0, { t: 'keep', card: 0 });
    s = act(s, 0, { t: 'keep', card: 1 });
    s = act(s, 0, { t: 'keep', card: 2 });
    expect(gmModule.actions(s, 0)).toEqual([{ t: 'cut', card: 3 }]);
    expect(() => act(s, 0, { t: 'keep', card: 3 })).toThrow(
      expect.objectContaining({ code: 'no-room' }),
    );
    s = act(s, 0, { t: 'cut', card: 3 });
    expect(s.phase).toBe('draft');
    expect(s.season).toBe(2);
    const ids = s.gms[0]?.roster.cards.map((c) => c.id);
    expect(ids).toEqual([...roster.slice(0, 3).map((c) => c.id), ...minors.map((c) => c.id)]);
    expect(s.gms[0]?.roster.cards.every((c) => !c.kept)).toBe(true);
    expect(s.gms[0]?.minors.cards).toEqual([]);
  });

  it('D13: the Free Raise Manager (t04) keeps its first player each season for nothing', () => {
    let s = scored([
      { roster: [{ id: A.id }, { id: B.id }], cash: 3, manager: 't04' },
      { roster: [] },
    ]);
    s = act(s, 0, { t: 'keep', card: 0 });
    expect(s.gms[0]?.cash).toBe(3);
    s = act(s, 0, { t: 'keep', card: 1 });
    expect(s.gms[0]?.cash).toBe(2);
  });
});
