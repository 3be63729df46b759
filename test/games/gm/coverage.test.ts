/**
 * The rulebook's headings that no other test covered (docs/games/gm.md, "Coverage"): each
 * test is named after the game situation and cites its heading.
 */
import { describe, expect, it } from 'vitest';
import { gmModule } from '../../../src/games/gm';
import { PLAYER_IDS, PLAYERS, player } from '../../../src/games/gm/content';
import { startLeague, startTeam } from '../../../src/games/gm/rules/dice';
import { diceOf } from '../../../src/games/gm/rules/helpers';
import type { Gm } from '../../../src/games/gm/state';
import {
  act,
  atScoring,
  atTeamDice,
  chooseAll,
  ctxFor,
  inDeck,
  rig,
  setHand,
  start,
  type GmAction,
  type GmState,
} from './helpers';

const plain = PLAYERS.filter((p) => !p.prospect && !p.ability);
const GUS = 'p001'; // 1B, slots Hit, Power, Hit
const RUDY = 'p002'; // 1B

/** The GM at seat `m` (a miss is a broken test). */
function gmAt(s: GmState, m: number): Gm {
  const g = s.gms[m];
  if (!g) throw new Error(`no GM ${m}`);
  return g;
}

/** Everyone declines the first card of the hand it holds. */
function declineAll(s: GmState): GmState {
  let cur = s;
  for (let m = 0; m < s.seats; m++)
    cur = act(cur, m, { t: 'decline', c: gmAt(cur, m).hand.cards[0] ?? '' });
  return cur;
}

describe('coverage: You are the GM! headings not covered elsewhere', () => {
  it('§Setup 4: the player deck is every player card, shuffled by the seed', () => {
    const a = start(2, 'deck-a');
    const b = start(2, 'deck-b');
    expect([...a.deck.cards].sort()).toEqual([...PLAYER_IDS].sort());
    expect(a.deck.cards.length).toBe(144);
    expect(a.deck.cards).not.toEqual(b.deck.cards);
    expect(start(2, 'deck-a').deck.cards).toEqual(a.deck.cards);
  });

  it('The Season: draft, Team Dice, League Dice, scoring, Arbitration, promotion, in that order', () => {
    const order = ['draft', 'team', 'league', 'final', 'arb'];
    let s = chooseAll(start(2));
    const dice = plain.filter((p) => p.team >= 1 && p.league >= 1).slice(0, 4);
    s = rig(s, 0, { roster: dice.slice(0, 2).map((p) => ({ id: p.id })), cash: 9 });
    s = rig(s, 1, { roster: dice.slice(2, 4).map((p) => ({ id: p.id })), cash: 9 });
    const seen: string[] = [s.phase];
    for (let guard = 0; guard < 200 && s.season === 1; guard++) {
      const p = gmModule.prompts(s)[0];
      if (!p) break;
      const acts = gmModule.actions(s, p.seat);
      // Decline every card, keep every player: only the phases' order is at stake here.
      const a: GmAction | undefined =
        acts.find((x) => x.t === 'decline') ?? acts.find((x) => x.t === 'keep') ?? acts[0];
      if (!a) throw new Error(`no action for seat ${p.seat} in ${s.phase}`);
      s = act(s, p.seat, a);
      if (seen.at(-1) !== s.phase) seen.push(s.phase);
    }
    expect(s.season).toBe(2);
    expect(seen.at(-1)).toBe('draft');
    const season1 = seen.slice(0, -1);
    expect(season1).toEqual(order.filter((ph) => season1.includes(ph)));
    expect(season1).toEqual(expect.arrayContaining(['draft', 'team', 'league', 'arb']));
    expect(s.last?.season).toBe(1);
  });

  it('§1 Positions: a second first baseman may be signed beside the first', () => {
    let s = chooseAll(start(2));
    s = rig(s, 0, { roster: [{ id: GUS }], cash: 20 });
    s = setHand(s, 0, [RUDY, ...inDeck(s).slice(0, 4)]);
    expect(gmModule.actions(s, 0)).toContainEqual({ t: 'sign', c: RUDY });
    s = act(s, 0, { t: 'sign', c: RUDY });
    s = act(s, 1, { t: 'decline', c: gmAt(s, 1).hand.cards[0] ?? '' });
    expect(gmAt(s, 0).roster.cards.map((c) => c.id)).toEqual([GUS, RUDY]);
  });

  it('Manager Cards: the Manager is not one of the five, so four players leave room for a fifth', () => {
    let s = chooseAll(start(2));
    const four = plain.filter((p) => p.salary <= 2).slice(0, 4);
    const fifth = plain.find((p) => p.salary <= 2 && !four.includes(p));
    if (!fifth) throw new Error('no fifth player');
    s = rig(s, 0, { roster: four.map((p) => ({ id: p.id })), manager: 't10', cash: 9 });
    s = setHand(s, 0, [fifth.id, ...inDeck(s).slice(0, 4)]);
    expect(gmModule.actions(s, 0)).toContainEqual({ t: 'sign', c: fifth.id });
  });

  it('§2 1, §3 1: a GM rolls its Active Roster’s Team icons and gives its League icons; minors bring none', () => {
    const prospect = PLAYERS.find((p) => p.prospect && p.league > 0);
    if (!prospect) throw new Error('content lacks a prospect with a League die');
    const roster = plain.filter((p) => p.team + p.league >= 2).slice(0, 3);
    let s = chooseAll(start(2));
    s = rig(s, 0, {
      roster: roster.map((p) => ({ id: p.id })),
      minors: [{ id: prospect.id }],
      manager: 't10',
      cash: 3,
    });
    s = rig(s, 1, { roster: [], manager: 't10', cash: 3 });
    const team = roster.reduce((n, p) => n + p.team, 0);
    const league = roster.reduce((n, p) => n + p.league, 0);
    expect(diceOf(gmAt(s, 0), 'team')).toBe(team);
    expect(diceOf(gmAt(s, 0), 'league')).toBe(league);
    expect(gmAt(startTeam(s, ctxFor('team')), 0).pool.length).toBe(team);
    expect(startLeague(atTeamDice(s, [[], []]), ctxFor('league')).tray.length).toBe(league);
  });

  it('§2 example, Dice: the third die, drafted from the Stadium, completes the card at Max Wins', () => {
    let s = chooseAll(start(2));
    s = rig(s, 0, { roster: [{ id: GUS, dice: ['hit', 'power', null] }], manager: 't10', cash: 5 });
    s = rig(s, 1, { roster: [], manager: 't10', cash: 5 });
    s = { ...atTeamDice(s, [[], []]), phase: 'league', tray: ['hit'], picker: 0, roller: 0 };
    expect(gmModule.actions(s, 0)).toContainEqual({ t: 'draft', face: 'hit', card: 0, slot: 2 });
    s = act(s, 0, { t: 'draft', face: 'hit', card: 0, slot: 2 });
    expect(s.last?.lines[0]?.[0]).toMatchObject({
      src: GUS,
      why: 'max',
      wins: player(GUS).max,
    });
  });

  it('Manager Cards: a die left on the Manager scores nothing and counts for no Team bonus', () => {
    // Bayside Barnacles (t03): 3+ Hit dice on players, +2. Two Hit dice on Gus, one held.
    const scoredWith = (held: ('hit' | null)[], third: 'hit' | 'power') => {
      let s = chooseAll(start(2));
      s = rig(s, 0, {
        team: 't03',
        manager: 't10',
        roster: [{ id: GUS, dice: ['hit', third, 'hit'] }],
        held,
        cash: 3,
      });
      s = rig(s, 1, { roster: [], manager: 't10', cash: 3 });
      return act(atScoring(s), 0, { t: 'ready' }).last?.lines[0] ?? [];
    };
    const held = scoredWith(['hit', null, null, null], 'power');
    expect(held.find((l) => l.src === 'bonus1')?.wins).toBe(0);
    expect(held.find((l) => l.src === 'manager')?.wins).toBe(0);
    const onPlayer = scoredWith([null, null, null, null], 'hit');
    expect(onPlayer.find((l) => l.src === 'bonus1')?.wins).toBe(2);
  });

  it('Prospect Cards: signed for nothing with no money left; promoted, it goes through Arbitration', () => {
    const prospect = PLAYERS.find((p) => p.prospect && !p.ability);
    if (!prospect) throw new Error('content lacks a prospect');
    let s = chooseAll(start(2));
    s = rig(s, 0, { roster: [], cash: 0 });
    s = setHand(s, 0, [prospect.id, ...inDeck(s).slice(0, 4)]);
    s = act(s, 0, { t: 'sign', c: prospect.id });
    for (let k = 0; k < 5; k++) {
      if (k > 0) s = declineAll(s);
      else s = act(s, 1, { t: 'decline', c: gmAt(s, 1).hand.cards[0] ?? '' });
    }
    // Season 1 has nothing to score or arbitrate: the prospect waited in the minors, then §6.
    expect(s.season).toBe(2);
    expect(gmAt(s, 0).roster.cards.map((c) => [c.id, c.paid])).toEqual([[prospect.id, 0]]);
    s = rig(s, 0, { cash: 2 });
    s = act(atScoring(s), 0, { t: 'ready' });
    expect(s.phase).toBe('arb');
    expect(gmModule.actions(s, 0)).toEqual([
      { t: 'keep', card: 0 },
      { t: 'cut', card: 0 },
    ]);
    s = act(s, 0, { t: 'keep', card: 0 });
    expect(gmAt(s, 0).roster.cards[0]?.paid).toBe(1);
    expect(gmAt(s, 0).cash).toBe(1);
  });
});
