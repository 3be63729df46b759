/**
 * The heuristic bot. Buying: the best card for the money against the weakest In Play card
 * sent down. Everything else: each action tried once on a state dealt from the bot's own view
 * (its hidden cards sampled), and the best resulting board kept.
 */
import { dealHidden } from '../../../engine/deal';
import type { Rng } from '../../../engine/rng';
import { makeCtx } from '../../../engine/session';
import type { SeatId } from '../../../engine/types';
import { card } from '../content';
import { apply } from '../rules/apply';
import type { HlAction, HlState, HlView } from '../state';
import type { Ia } from '../types';
import { universe } from '../universe';
import { evaluate } from './evaluate';

const HIT_VALUE = { '1B': 1, '2B': 1.6, '3B': 2.1, HR: 2.8 } as const;

/** What an immediate action is worth on average, in hits. */
function iaValue(ia: Ia): number {
  switch (ia.k) {
    case 'none':
      return 0;
    case 'magnaGlove':
    case 'pickOffAll':
      return 1.8;
    case 'glove':
    case 'knuckleball':
    case 'closer':
    case 'hold':
    case 'slider':
    case 'sinkerball':
      return 1.2;
    case 'pitch':
    case 'doublePlay':
    case 'replace':
    case 'cloning':
      return 1;
    case 'pickOff':
      return 0.6 * ia.n;
    case 'clutch':
      return 0.4 + 0.4 * HIT_VALUE[ia.hit];
    case 'leadoff':
    case 'rally':
    case 'rallyNext':
      return 0.3 * ia.hits.reduce((a, h) => a + HIT_VALUE[h], 0);
    default:
      return 0.6;
  }
}

/** What a card is worth to a roster: hits, action, speed and revenue for later buying. */
export function cardValue(id: string): number {
  const c = card(id);
  const hits = c.hits.reduce((a, h) => a + HIT_VALUE[h], 0);
  const speed = c.speed === 'fast' ? 0.25 : c.speed === 'average' ? 0.1 : 0;
  return hits + iaValue(c.ia) + speed + 0.35 * c.revenue;
}

function bestBuy(actions: HlAction[]): HlAction {
  let best: HlAction = { t: 'endBuy' };
  let gain = 0.25;
  for (const a of actions) {
    if (a.t !== 'buy') continue;
    const g = cardValue(a.card) - cardValue(a.send) + 0.05 * card(a.card).cost;
    if (g > gain) {
      gain = g;
      best = a;
    }
  }
  return best;
}

export function heuristic(view: HlView, seat: SeatId, actions: HlAction[], rng: Rng): HlAction {
  const first = actions[0] as HlAction;
  if (actions.length === 1) return first;
  if (first.t === 'buy' || first.t === 'endBuy') return bestBuy(actions);
  if (first.t === 'deck') return actions.find((a) => a.t === 'deck' && a.to === 'top') ?? first;
  if (first.t === 'stash') return first;
  let state: HlState;
  try {
    state = dealHidden<HlState>(view, seat, universe(view, view.seats, {}), rng);
  } catch {
    return rng.pick(actions);
  }
  let best: HlAction = first;
  let score = -Infinity;
  for (const a of actions) {
    const { ctx } = makeCtx([rng.int(2 ** 31), 7, 11, 13], 0);
    const v = evaluate(apply(state, seat, a, ctx), seat);
    if (v > score) {
      score = v;
      best = a;
    }
  }
  return best;
}
