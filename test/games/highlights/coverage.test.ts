/**
 * The rulebook's headings that no other test covered (docs/games/highlights.md, "Coverage"):
 * the set-up, the turn, the end of a mini-game, extra innings and the modes. Each test cites
 * its heading.
 */
import { describe, expect, it } from 'vitest';
import { parseSeed } from '../../../src/engine/rng';
import { makeCtx } from '../../../src/engine/session';
import { FA_BASE, TEAM_CARDS } from '../../../src/games/highlights/content';
import { drawHand } from '../../../src/games/highlights/rules/cards';
import { planOf } from '../../../src/games/highlights/rules/match';
import { pickCard } from '../../../src/games/highlights/rules/minigame';
import { resolveThreat } from '../../../src/games/highlights/rules/threats';
import type { HlAction, HlState } from '../../../src/games/highlights/state';
import { refusalCode } from '../../helpers/refusal';
import { act, byName, hl, lastLog, logged, rig, side, start } from './helpers';

const ctx = (seed = 'cov') => makeCtx(parseSeed(seed), 0).ctx;
const base = start(2, { team1: 'comets', team2: 'gulls' }, 'cov');
const ZEB = byName(base, 'Zeb Amberley'); // comets N, Glove, 1B
const SERVO = byName(base, 'Servobot'); // comets R, no action, 1B 1B
const INES = byName(base, 'Ines Gallow'); // gulls C, Spit Ball, no hits, PH
const ELIA = byName(base, 'Elia Duquesne'); // gulls N, Walk, no hits

/** Plays each prompt's first action that is not a purchase until `stop` holds. */
function playOn(s0: HlState, stop: (s: HlState) => boolean, seen: string[] = []): HlState {
  let s = s0;
  for (let k = 0; k < 5000 && !stop(s); k++) {
    const p = hl.prompts(s)[0];
    if (!p) break;
    const acts = hl.actions(s, p.seat);
    s = act(s, p.seat, acts.find((a) => a.t !== 'buy') ?? (acts[0] as HlAction));
    seen.push(...lastLog.map((l) => l.msg));
  }
  return s;
}

describe('coverage: Highlights 2045 set-up and turn', () => {
  it('§MISE EN PLACE: 15-card Lineups of the chosen teams, a Buy Row of 6 from the 60, home at random, the Visitor first', () => {
    const s = start(2, { team1: 'gulls', team2: 'foundry' }, 'setup-a');
    expect(side(s, 0).roster).toEqual([...TEAM_CARDS.gulls].sort());
    expect(side(s, 1).roster).toEqual([...TEAM_CARDS.foundry].sort());
    for (const i of [0, 1]) {
      const sd = side(s, i);
      expect([...sd.hand.cards, ...sd.lineup.cards].sort()).toEqual(sd.roster);
      expect(sd.hand.cards).toHaveLength(6);
    }
    expect(s.row.cards).toHaveLength(6);
    expect(s.row.$zone).toBe('all');
    expect([...s.row.cards, ...s.fa.cards].sort()).toEqual([...FA_BASE].sort());
    const homes = new Set(
      ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((k) => start(2, {}, k).game.home),
    );
    expect([...homes].sort()).toEqual([0, 1]);
    let t = act(s, 0, { t: 'stash', card: null });
    t = act(t, 1, { t: 'stash', card: null });
    expect(hl.prompts(t)).toEqual([{ seat: 1 - t.game.home, kind: 'turn', msg: 'hl.prompt.play' }]);
  });

  it('§MISE EN PLACE AVANT MINI-JEU: an empty Lineup is made again from the shuffled Dugout', () => {
    const s = structuredClone(base);
    const sd = side(s, 0);
    const all = [...sd.hand.cards, ...sd.lineup.cards];
    sd.hand = { ...sd.hand, cards: [] };
    sd.lineup = { ...sd.lineup, cards: all.slice(0, 2) };
    sd.dugout = { ...sd.dugout, cards: all.slice(2) };
    const c = makeCtx(parseSeed('reshuffle'), 0);
    expect(drawHand(sd, 6, c.ctx, 'Orbit Comets')).toBe(6);
    expect(sd.hand.cards.slice(0, 2)).toEqual(all.slice(0, 2));
    expect(sd.dugout.cards).toEqual([]);
    expect(sd.lineup.cards).toHaveLength(9);
    expect([...sd.hand.cards, ...sd.lineup.cards].sort()).toEqual([...all].sort());
    expect(c.lines.some((l) => l.msg === 'hl.reshuffle')).toBe(true);
  });

  it('§Après un mini-jeu: an On Deck card may be discarded to the Dugout; kept, no second card is set', () => {
    let s = start(2, {}, 'ondeck-after');
    const c = side(s, 0).hand.cards[0] as string;
    s = act(s, 0, { t: 'stash', card: c });
    s = playOn(s, (x) => x.phase === 'prep' && x.results.length === 1);
    const dropped = act(s, 0, { t: 'deck', to: 'discard' });
    expect(side(dropped, 0).onDeck.cards).toEqual([]);
    expect(side(dropped, 0).dugout.cards).toContain(c);
    expect(hl.prompts(dropped).find((p) => p.seat === 0)?.msg).toBe('hl.prompt.stash');
    const kept = act(s, 0, { t: 'deck', to: 'keep' });
    expect(side(kept, 0).onDeck.cards).toEqual([c]);
    expect(side(kept, 0).hand.cards).toHaveLength(6);
    expect(hl.prompts(kept).some((p) => p.seat === 0)).toBe(false);
  });

  it("§DETAIL D'UN TOUR DE JEU 2b: the Visitor's first card has nothing to act on; no card is drawn after a play", () => {
    let s = rig(base, { home: 1, hands: [[ZEB], [INES]] });
    const lineup = side(s, 0).lineup.cards.length;
    s = act(s, 0, { t: 'play', card: ZEB });
    expect(s.pending).toBeNull();
    expect(logged('hl.cancel') || logged('hl.cancelAll')).toBe(false);
    expect(side(s, 0).hand.cards).toHaveLength(5);
    expect(side(s, 0).lineup.cards).toHaveLength(lineup);
    expect(hl.prompts(s)).toEqual([{ seat: 1, kind: 'turn', msg: 'hl.prompt.play' }]);
  });

  it("§DETAIL D'UN TOUR DE JEU 3a: threatened hits are carried out left to right", () => {
    const order = (results: ('1B' | 'HR')[]) => {
      const s = rig(base, { home: 1, hands: [[], []] });
      side(s, 0).threat = {
        card: SERVO,
        results,
        speed: 'slow',
        hitAndRun: false,
        error: false,
        contact: false,
      };
      resolveThreat(s, 0, ctx());
      return [side(s, 0).runs, side(s, 0).bases];
    };
    expect(order(['1B', 'HR'])).toEqual([2, [null, null, null]]);
    expect(order(['HR', '1B'])).toEqual([1, ['slow', null, null]]);
  });

  it('§Pinch Hitting: the On Deck card comes in; the card brought in is played, not pinch-hit again', () => {
    let s = rig(base, { home: 0, hands: [[SERVO], [INES]] });
    const sub = side(s, 1).lineup.cards[0] as string;
    side(s, 1).lineup = { ...side(s, 1).lineup, cards: side(s, 1).lineup.cards.slice(1) };
    side(s, 1).onDeck = { ...side(s, 1).onDeck, cards: [sub] };
    s = act(s, 1, { t: 'pinch', card: INES, from: 'onDeck' });
    expect(side(s, 1).inPlay.cards).toEqual([sub]);
    expect(side(s, 1).onDeck.cards).toEqual([]);
    expect(side(s, 1).dugout.cards).toEqual([INES]);
    expect(side(s, 1).hand.cards).not.toContain(sub);
    expect(hl.prompts(s)).toEqual([{ seat: 0, kind: 'turn', msg: 'hl.prompt.play' }]);
  });

  it('§Pinch Hitting (decision): from an empty Lineup the Dugout is reshuffled with the PH card in it; nothing else to bring in: refused', () => {
    const played = new Set<string>();
    for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']) {
      const s = rig(base, { home: 0, hands: [[SERVO], [INES]] });
      const sd = side(s, 1);
      const other = sd.lineup.cards[0] as string;
      // Every other card of the roster is out of reach: the Dugout holds one card, the Lineup none.
      sd.inPlay = { ...sd.inPlay, cards: sd.lineup.cards.slice(1) };
      sd.lineup = { ...sd.lineup, cards: [] };
      sd.dugout = { ...sd.dugout, cards: [other] };
      const t = hl.apply(s, 1, { t: 'pinch', card: INES, from: 'lineup' }, ctx(seed));
      const came = side(t, 1).inPlay.cards[0] as string;
      expect([INES, other]).toContain(came);
      expect(side(t, 1).lineup.cards).toEqual([came === INES ? other : INES]);
      played.add(came);
    }
    expect(played.size).toBe(2);
    const dry = rig(base, { home: 0, hands: [[SERVO], [INES]] });
    const d = side(dry, 1);
    d.inPlay = { ...d.inPlay, cards: d.lineup.cards };
    d.lineup = { ...d.lineup, cards: [] };
    expect(
      refusalCode(() => hl.apply(dry, 1, { t: 'pinch', card: INES, from: 'lineup' }, ctx())),
    ).toBe('nothing-to-bring-in §Pinch Hitting');
  });
});

const AMOS = byName(base, 'Amos Holloway'); // comets N, Double Play, 1B 1B, Slow
const RIVET = byName(base, 'Rivetbot'); // gulls R, Clutch 1B, 1B 1B, Slow

/** Seat 1 (home) about to play its last card, seat 0 done; runs and runners as given. */
function lastCard(bases: [HlState['sides'][number]['bases'], HlState['sides'][number]['bases']]) {
  const s = rig(base, { home: 1, hands: [[], [ELIA]], bases, runs: [1, 1] });
  for (const [i, n] of [
    [0, 0],
    [1, 1],
  ] as const) {
    const sd = side(s, i);
    const keep = sd.hand.cards.slice(0, n);
    sd.lineup = { ...sd.lineup, cards: [...sd.hand.cards.slice(n), ...sd.lineup.cards] };
    sd.hand = { ...sd.hand, cards: keep };
    sd.played = 6 - n;
  }
  s.game.at = 11;
  s.game.step = 'play';
  return s;
}

describe('coverage: the end of a mini-game and extra innings', () => {
  it('§Remporter le Mini-Jeu: the side with more runs wins every mini-game of a whole match', () => {
    const seen: string[] = [];
    const s = playOn(start(2, {}, 'winners'), (x) => x.phase === 'over', seen);
    for (const r of s.results) {
      const other = 1 - r.winner;
      expect(r.runs[r.winner] ?? -1).toBeGreaterThan(r.runs[other] ?? -1);
    }
    // §MODES DE JEU: a buy round after every game but the match's last.
    expect(seen.filter((m) => m === 'hl.buyRound')).toHaveLength(s.results.length - 1);
  });

  it('§EXTRA INNINGS: a tie keeps every runner on its base and deals 3 cards to each', () => {
    let s = lastCard([
      ['slow', null, 'fast'],
      [null, 'average', null],
    ]);
    s = act(s, 1, { t: 'play', card: ELIA });
    expect(s.pending?.k).toBe('save');
    s = act(s, 0, { t: 'choose', i: 0 });
    expect(s.game.step).toBe('pick');
    expect(side(s, 0).bases).toEqual(['slow', null, 'fast']);
    expect(side(s, 1).bases).toEqual([null, 'average', null]);
    expect([side(s, 0).hand.cards.length, side(s, 1).hand.cards.length]).toEqual([3, 3]);
  });

  it("§EXTRA INNINGS: Home's action first (its Double Play leaves the Visitor's Clutch nothing), then both Hit Boxes; unplayed cards to the Dugout", () => {
    let s = rig(base, {
      home: 0,
      hands: [[AMOS], [RIVET]],
      bases: [[], ['slow', 'slow', null]],
    });
    for (const i of [0, 1]) {
      const sd = side(s, i);
      sd.lineup = { ...sd.lineup, cards: [...sd.hand.cards.slice(3), ...sd.lineup.cards] };
      sd.hand = { ...sd.hand, cards: sd.hand.cards.slice(0, 3) };
    }
    s.game = { ...s.game, at: 12, step: 'pick', extra: 1 };
    s = act(s, 1, { t: 'pick', card: RIVET });
    s = act(s, 0, { t: 'pick', card: AMOS });
    expect(lastLog.filter((l) => l.msg === 'hl.reveal').map((l) => l.args?.team)).toEqual([
      'Orbit Comets',
      'Harbor Gulls',
    ]);
    expect(logged('hl.gain')).toBe(false);
    expect(side(s, 1).tally.removed).toBe(2);
    // Both Hit Boxes resolved (two Singles each, no run): still tied, the next pick.
    expect([side(s, 0).runs, side(s, 1).runs]).toEqual([0, 0]);
    expect(side(s, 0).bases).toEqual(['slow', 'slow', null]);
    expect(side(s, 1).bases).toEqual(['slow', 'slow', null]);
    expect(s.game.step).toBe('pick');
    expect([side(s, 0).hand.cards.length, side(s, 1).hand.cards.length]).toEqual([2, 2]);
    // Picks until someone leads, by the rules functions (no buy round clears the table after).
    const c = ctx('extra');
    for (let k = 0; k < 20 && s.game.step === 'pick'; k++)
      for (const i of [0, 1]) pickCard(s, i, side(s, i).hand.cards[0] as string, c);
    expect(s.game.step).toBe('done');
    for (const i of [0, 1]) {
      const sd = side(s, i);
      const played = sd.inPlay.cards;
      expect(sd.hand.cards).toEqual([]);
      // The three extra-inning cards drawn each time not played went to the Dugout.
      const unplayed = sd.dugout.cards.filter((x) => !played.includes(x));
      expect(unplayed.length).toBe(sd.dugout.cards.length);
      expect((played.length + unplayed.length) % 3).toBe(0);
    }
  });
});

describe('coverage: modes', () => {
  it('§Jeu Solitaire: the player keeps the Visitor Save; the AI never decides', () => {
    const prompted = new Set<number>();
    let s = start(1, { buyRounds: '0' }, 'solo-save');
    for (let k = 0; k < 400 && s.pending?.k !== 'save'; k++) {
      const p = hl.prompts(s)[0];
      if (!p) break;
      prompted.add(p.seat);
      s = act(s, p.seat, hl.actions(s, p.seat)[0] as HlAction);
    }
    expect(s.pending).toMatchObject({ k: 'save', side: 0 });
    expect([...prompted]).toEqual([0]);
  });

  it("§Jeu Solitaire, Extra Innings: the player draws 3 and picks; the AI plays its Lineup's top card", () => {
    let s = playOn(start(1, { buyRounds: '0' }, 'solo-extra'), (x) => x.game.step === 'play');
    s = structuredClone(s);
    const me = side(s, 0);
    me.lineup = { ...me.lineup, cards: [...me.hand.cards.slice(3), ...me.lineup.cards] };
    me.hand = { ...me.hand, cards: me.hand.cards.slice(0, 3) };
    s.game = { ...s.game, at: 12, step: 'pick', extra: 1 };
    expect(hl.prompts(s)).toEqual([{ seat: 0, kind: 'secret', msg: 'hl.prompt.pick' }]);
    const top = side(s, 1).lineup.cards[0];
    const mine = me.hand.cards[1] as string;
    s = act(s, 0, { t: 'pick', card: mine });
    expect(lastLog.filter((l) => l.msg === 'hl.reveal')).toHaveLength(2);
    expect(side(s, 1).inPlay.cards).toContain(top);
    expect(side(s, 0).inPlay.cards).toContain(mine);
  });

  it('§Partie à 3 joueurs, Modifications de Règle: only Player 1 may make the Save, after the last card', () => {
    const s = playOn(
      start(3, {}, 'hp-save'),
      (x) => x.pending?.k === 'save' || x.results.length > 0,
    );
    expect(s.pending?.k).toBe('save');
    expect(s.pending?.side).toBe(s.game.seq[0]);
    expect(s.game.at).toBe(18);
  });

  it('§Partie à 3 joueurs, Round de Jeu: with buy rounds instead of exhibition games, three buy-only rounds open the match', () => {
    const s = start(3, { hotPepperStart: 'buy' }, 'hp-buy');
    expect(s.phase).toBe('buy');
    expect(s.match.plan.map((p) => [p.kind, p.games])).toEqual([
      ['buyOnly', 3],
      ['hpSeason', 6],
      ['playoff', 3],
    ]);
    for (const i of [0, 1, 2]) expect(side(s, i).inPlay.cards).toHaveLength(6);
    expect(s.buy?.order).toHaveLength(3);
    const rev = s.buy?.revenue ?? [];
    const order = s.buy?.order ?? [];
    for (let k = 1; k < order.length; k++)
      expect(rev[order[k] ?? 0] ?? 0).toBeGreaterThanOrEqual(rev[order[k - 1] ?? 0] ?? 0);
  });

  it('§Partie à 3 joueurs, Playoffs: best of three, two wins, no buy round', () => {
    const playoff = planOf({
      mode: 'hotPepper',
      buyRounds: 0,
      exhibition: true,
      expansions: [],
    })[2];
    expect(playoff).toEqual({ kind: 'playoff', games: 3, need: 2, buy: false });
  });
});
