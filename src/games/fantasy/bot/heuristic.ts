/**
 * The heuristic bot, from its own view: drafts by tier and stat strength (keeping hitters
 * and pitchers balanced), signs clearly better Free Agents, plans lineups against the Win
 * cards it can see, uses magic when it changes this week's battle (bot/magic.ts), and in
 * the playoffs beats the revealed away character as cheaply as it can.
 */
import type { Rng } from '../../../engine/rng';
import type { SeatId } from '../../../engine/types';
import { charInfo } from '../content';
import { nextSlot } from '../rules/lineups';
import type { FantasyAction, FantasyView } from '../state';
import type { CharId } from '../types';
import { pendingChoice, windowChoice } from './magic';
import { battleWorth, benchValue, cardValue, par, planFirst, plainTotal } from './value';

/** The action with the highest score (the first on ties). */
function best(actions: FantasyAction[], score: (a: FantasyAction) => number): FantasyAction {
  let top = actions[0] as FantasyAction;
  let topScore = -Infinity;
  for (const a of actions) {
    const x = score(a);
    if (x > topScore) [top, topScore] = [a, x];
  }
  return top;
}

const cardOf = (a: FantasyAction): CharId => ('c' in a ? a.c : '');

export function heuristic(
  v: FantasyView,
  seat: SeatId,
  actions: FantasyAction[],
  rng: Rng,
): FantasyAction {
  if (actions.length === 1) return actions[0] as FantasyAction;
  const g = v.mgrs[seat];
  if (!g) return rng.pick(actions);
  switch (v.phase) {
    case 'draft': {
      const hitters = g.hand.cards.filter((c) => charInfo(c).hitter).length;
      const lean = hitters * 2 - g.hand.cards.length;
      return best(actions, (a) => {
        const c = cardOf(a);
        return cardValue(c) + (charInfo(c).hitter ? -lean : lean) * 1.5;
      });
    }
    case 'discard':
      return best(actions, (a) => -cardValue(cardOf(a)));
    case 'fa':
      return faChoice(v, seat, actions);
    case 'set':
      return setChoice(v, seat, actions);
    case 'wc': {
      const win = v.bases[0]?.cards[0];
      return best(actions, (a) => plainTotal(v, cardOf(a), win) - cardValue(cardOf(a)) / 100);
    }
    case 'csAway':
    case 'csHome':
      return csChoice(v, seat, actions);
    case 'robot': {
      const win = v.bases[nextSlot(v.mgrs[1] ?? g)]?.cards[0];
      return best(actions, (a) => -plainTotal(v, cardOf(a), win));
    }
    case 'magic':
      return v.pending ? pendingChoice(v, seat, actions, rng) : windowChoice(v, seat, actions, rng);
    default:
      return rng.pick(actions);
  }
}

function faChoice(v: FantasyView, seat: SeatId, actions: FantasyAction[]): FantasyAction {
  const hand = v.mgrs[seat]?.hand.cards ?? [];
  const step = v.fa?.step;
  if (step === 'keep') return best(actions, (a) => cardValue(cardOf(a)));
  if (step === 'release')
    return best(actions, (a) => -cardValue(cardOf(a)) - benchValue(cardOf(a)));
  const worst = Math.min(...hand.map(cardValue));
  const signs = actions.filter((a) => a.t === 'sign');
  const top = signs.length ? best(signs, (a) => cardValue(cardOf(a))) : null;
  if (top && cardValue(cardOf(top)) > worst + 2) return top;
  return actions.find((a) => a.t === 'recruit') ?? { t: 'pass' };
}

/** Set Rosters: plan the remaining bases; two cards with useful magic are worth benching. */
function setChoice(v: FantasyView, seat: SeatId, actions: FantasyAction[]): FantasyAction {
  const g = v.mgrs[seat];
  if (!g) return actions[0] as FantasyAction;
  const k = nextSlot(g);
  const wins = (b: number) =>
    v.opt.moreWins
      ? [v.bases[b * 2]?.cards[0], v.bases[b * 2 + 1]?.cards[0]]
      : [v.bases[b]?.cards[0]];
  const worth = (c: CharId, b: number) =>
    Math.max(...wins(b).map((w) => battleWorth(plainTotal(v, c, w), par(w))));
  const targets = [0, 1, 2, 3].slice(k).map((b) => (c: CharId) => worth(c, b));
  const c = planFirst(g.hand.cards, targets, (x) => benchValue(x) / 12);
  const ws = wins(k);
  const o = ws.length > 1 && plainTotal(v, c, ws[1]) > plainTotal(v, c, ws[0]) ? 1 : 0;
  return (
    actions.find((a) => a.t === 'place' && a.c === c && (a.o ?? 0) === o) ??
    (actions[0] as FantasyAction)
  );
}

/** Championship: plan the set's games; home beats the revealed first character cheaply. */
function csChoice(v: FantasyView, seat: SeatId, actions: FantasyAction[]): FantasyAction {
  const g = v.mgrs[seat];
  const po = v.po;
  if (!g || !po) return actions[0] as FantasyAction;
  const k = nextSlot(g);
  const need = po.set === 1 ? 3 : 4;
  const seen = po.home === seat ? v.mgrs[po.away]?.slots[0]?.cards[0] : undefined;
  const targets = Array.from({ length: need - k }, (_, i) => {
    const slot = k + i;
    const w = v.bases[slot]?.cards[0];
    if (slot === 0 && seen) {
      const theirs = plainTotal(v, seen, w);
      return (c: CharId) => {
        const mine = plainTotal(v, c, w);
        if (
          mine > theirs ||
          (mine === theirs && charInfo(c).side === 'good' && charInfo(seen).side === 'evil')
        ) {
          return 2 - cardValue(c) / 200;
        }
        return battleWorth(mine, theirs) / 2;
      };
    }
    return (c: CharId) => battleWorth(plainTotal(v, c, w), par(w));
  });
  const c = planFirst(g.hand.cards, targets, (x) => cardValue(x) / 400);
  return actions.find((a) => a.t === 'place' && a.c === c) ?? (actions[0] as FantasyAction);
}
