/**
 * The heuristic bot, from its own view and legal actions: signs the best value it can afford
 * (else declines the card most useful to others), puts each die where it moves its roster
 * furthest towards wins, and keeps players worth their raise in Arbitration.
 */
import { asSeenState } from '../../../engine/hidden';
import type { Rng } from '../../../engine/rng';
import type { SeatId } from '../../../engine/types';
import { player, teamCard } from '../content';
import { costFor } from '../rules/draft';
import { putDie } from '../rules/helpers';
import type { Gm, GmAction, GmState, GmView, Signed } from '../state';
import type { PlayerCard } from '../types';
import { cardValue, rosterCourse } from './value';

type Act<T extends GmAction['t']> = Extract<GmAction, { t: T }>;

const best = <T>(items: readonly T[], score: (x: T) => number, rng: Rng): T => {
  let top: T[] = [];
  let topScore = -Infinity;
  for (const x of items) {
    const v = score(x);
    if (v > topScore + 1e-9) {
      top = [x];
      topScore = v;
    } else if (Math.abs(v - topScore) <= 1e-9) top.push(x);
  }
  return rng.pick(top.length ? top : items);
};

function chooseTeam(actions: Act<'choose'>[], rng: Rng): GmAction {
  // The bigger budget buys the better roster; bonuses and Managers are close to even.
  return best(actions, (a) => teamCard(a.team).team.budget, rng);
}

function signScore(g: Gm, c: string, roster: readonly PlayerCard[]): number {
  const p = player(c);
  const value = cardValue(p, roster);
  if (p.prospect) return value * 0.5 - 0.5;
  const left = Math.max(1, 5 - roster.length);
  const share = g.cash / left;
  const cost = costFor(g, c);
  return value - 0.2 * cost - Math.max(0, cost - share) * 1.0;
}

function draftChoice(g: Gm, actions: GmAction[], rng: Rng): GmAction {
  const roster = g.roster.cards.map((c) => player(c.id));
  const signs = actions.filter((a): a is Act<'sign'> => a.t === 'sign');
  if (signs.length) {
    const pick = best(signs, (a) => signScore(g, a.c, roster), rng);
    if (signScore(g, pick.c, roster) > 0.8) return pick;
  }
  // Decline the card the next GMs would want most.
  const declines = actions.filter((a): a is Act<'decline'> => a.t === 'decline');
  return best(declines, (a) => cardValue(player(a.c), []), rng);
}

/** How much further towards wins a die put on a spot takes the roster. */
function gain(g: Gm, face: Act<'place'>['face'], card: number, slot: number): number {
  if (card < 0) {
    // Holding a die keeps it for the slot it matches later: worth a little.
    const useful = g.roster.cards.some((c) =>
      c.dice.some((d, j) => d === null && player(c.id).slots[j] === face),
    );
    return useful ? 0.4 : 0.05;
  }
  const before = rosterCourse(g.roster.cards);
  const after = rosterCourse(
    (putDie(g, face, card, slot).roster?.cards ?? []) as readonly Signed[],
  );
  return after - before;
}

function arbitration(g: Gm, actions: GmAction[], rng: Rng): GmAction {
  const roster = g.roster.cards;
  const worth = (i: number) => {
    const c = roster[i] as Signed;
    const others = roster.filter((_, k) => k !== i).map((x) => player(x.id));
    return cardValue(player(c.id), others) - 0.3 * (c.paid + 1);
  };
  const keeps = actions.filter((a): a is Act<'keep'> => a.t === 'keep');
  if (keeps.length) {
    const k = best(keeps, (a) => worth(a.card), rng);
    if (worth(k.card) > 0.5) return k;
  }
  const cuts = actions.filter((a): a is Act<'cut'> => a.t === 'cut');
  return best(cuts, (a) => -worth(a.card), rng);
}

export function heuristic(view: GmView, seat: SeatId, actions: GmAction[], rng: Rng): GmAction {
  // The seat's own GM is whole in its view: its hand and choice are its own, the rest public.
  const g = asSeenState<GmState>(view).gms[seat] as Gm;
  const first = actions[0] as GmAction;
  switch (first.t) {
    case 'choose':
      return chooseTeam(actions as Act<'choose'>[], rng);
    case 'sign':
    case 'decline':
      return draftChoice(g, actions, rng);
    case 'keep':
    case 'cut':
      return arbitration(g, actions, rng);
    default:
      break;
  }
  const dice = actions.filter((a) => a.t === 'place' || a.t === 'draft' || a.t === 'move');
  const ready = actions.find((a) => a.t === 'ready');
  if (ready) {
    // Before scoring only a die that completes a player is worth moving.
    const moves = actions.filter((a): a is Act<'move'> => a.t === 'move');
    const done = moves.map((a) => {
      const face = g.held[a.from] ?? 'hit';
      return { a, v: gain(g, face, a.card, a.slot) };
    });
    const top = best(done, (x) => x.v, rng);
    return top && top.v > 0.5 ? top.a : ready;
  }
  if (dice.length === 0) return rng.pick(actions);
  const scored = dice.map((a) => {
    if (a.t === 'move') return { a, v: gain(g, g.held[a.from] ?? 'hit', a.card, a.slot) - 0.45 };
    return { a, v: gain(g, a.face, a.card, a.slot) };
  });
  // Moves are optional: only when they beat the best placement of the die in hand.
  return best(scored, (x) => x.v, rng).a;
}
