/**
 * Who a die roll asks (rules version 4, issue 27; docs/games/lords.md "Who a roll asks"). Any
 * owner may change any roll with media (LoB 7.3), but a roll window stops only an owner who
 * could answer it and for whom the answer could matter:
 * - he may change it: media he may spend on it, a re-roll or DRM card, the 13.2 challenge;
 * - it is at stake for him: his own roll, a roll whose result lands on him (a card's roll on
 *   his club, a roll-off he is in), the pennant target every club races for; another owner's
 *   roll only if he asked to be asked about those (`rollAsk.rivals`);
 * - some value he could bring it to reads differently on its chart than the value now;
 * - he has not said "never spend media on <kind> rolls" (`rollAsk.never`; a roll card
 *   still asks him).
 * The chart's reading of a value is also what the view shows (`outcomeAt`).
 */
import { ref } from '../../../engine/messages';
import type { MsgRef, SeatId } from '../../../engine/types';
import { FO_DRM, phenomToMajors, prospectToPhenom, TRADE_IMPACT } from '../content/charts';
import { actionCard } from '../content/deck';
import { DRAFT_CARDS } from '../content/draft';
import { moneyArg } from '../money';
import {
  rulesBefore,
  type LordsAction,
  type LordsState,
  type Owner,
  type RollKind,
  type RollOffKind,
  type RollPurpose,
  type Window,
} from '../state';
import { bind } from './effects';
import { eiRule } from './extraInnings';
import { pennantTarget } from './offseason';
import { ownerAt } from './owner';
import { payout } from './payout';
import { csDrm, csResult } from './postseason';
import { applyRetirement } from './retirement';

type RollWindow = Extract<Window, { k: 'roll' }>;

export function rollKind(p: RollPurpose['k']): RollKind {
  switch (p) {
    case 'payout':
    case 'retirement':
    case 'draft':
      return p;
    case 'phenom':
    case 'prospect':
      return 'farm';
    case 'pennantTarget':
    case 'tiebreak':
    case 'cs':
      return 'pennant';
    case 'effect':
    case 'allStar':
      return 'card';
    default:
      return 'rolloff';
  }
}

/** What the roll's chart makes of `value` (the final roll, before the roller's DRMs). */
export function outcomeAt(s: LordsState, w: RollWindow, value: number): MsgRef {
  const p = w.purpose;
  const o = ownerAt(s, 'seat' in p ? p.seat : w.roller);
  switch (p.k) {
    case 'payout': {
      const bonus = eiRule(s, 'payoutBonus')?.amount ?? 0;
      const money = payout(value + o.drm.payout, o.media > 0, o.nationalMedia) + bonus;
      return ref('lords.reads.money', { money: moneyArg(money) });
    }
    case 'pennantTarget':
      return ref('lords.reads.target', { n: pennantTarget(value, s.pennantShift) });
    case 'phenom': {
      const r = phenomToMajors(value + p.drm);
      return ref(r === 'bust' ? 'lords.reads.bust' : `lords.type.${r}`);
    }
    case 'prospect':
      return ref(`lords.reads.${prospectToPhenom(value + p.drm)}`);
    case 'retirement': {
      const out = applyRetirement(o.ml, value + FO_DRM[o.fo] + o.drm.retire);
      return ref('lords.reads.retire', {
        retired: out.retired,
        fa: out.toFreeAgency.length,
        pay: moneyArg(out.pay),
      });
    }
    case 'cs': {
      const r = csResult(value + csDrm(o.lsWins, o.fm, o.ml.jm, s.strike) + o.drm.cs);
      return ref('lords.reads.cs', { vp: r.vp });
    }
    case 'draft': {
      const card = DRAFT_CARDS.find((c) => c.id === s.draftCard.cards[0]);
      const r = card?.results[Math.min(10, Math.max(1, value)) - 1];
      if (r === undefined) return ref('lords.reads.value', { value });
      const goods = (['phenom', 'prospect', 'utility'] as const)
        .filter((k) => r[k] > 0)
        .map((k) => ref(`lords.good.${k}`, { n: r[k] }));
      if (r.ml) goods.push(ref(`lords.good.${r.ml}`, { n: 1 }));
      return goods.length ? ref('lords.reads.list', { goods }) : ref('lords.reads.nothing');
    }
    case 'effect': {
      const task = s.effects?.run.waiting;
      if (task?.e.k === 'roll')
        return ref(task.e.on.includes(value) ? 'lords.reads.yes' : 'lords.reads.no');
      const n = TRADE_IMPACT[Math.min(10, Math.max(1, value)) - 1] ?? 0;
      if (n === 0) return ref('lords.reads.nothing');
      return ref('lords.fx.up', {
        what: ref(n > 0 ? 'lords.good.win' : 'lords.good.loss', { n: Math.abs(n) }),
      });
    }
    default:
      // Roll-offs and the All-Star Game: the value itself decides against the others.
      return ref('lords.reads.value', { value });
  }
}

/** The values `seat` could bring the open roll to with what he holds (the value now first). */
export function reachable(s: LordsState, w: RollWindow, seat: SeatId, withMedia = true): number[] {
  const o = ownerAt(s, seat);
  const values = new Set<number>([w.value]);
  const media =
    withMedia && (w.mediaBy === 'all' || w.mediaBy.includes(seat)) ? Math.min(o.media, 3) : 0;
  for (let d = 1; d <= media; d++) {
    values.add(w.value + d);
    if (!(w.purpose.k === 'cs')) values.add(w.value - d);
  }
  for (const c of o.hand.cards) {
    const e = actionCard(c)?.inSeason.effects[0];
    if (e?.k === 'rollMod') values.add(w.value + e.n);
    if (e?.k === 'reroll') for (let v = 1; v <= 10; v++) values.add(v);
  }
  if (s.seats === 2 && seat !== w.roller && w.mediaBy === 'all' && !o.challengeUsed)
    for (const d of [-2, -1, 1, 2]) values.add(w.value + d);
  return [...values];
}

/**
 * The level group of a roll-off that rolls now: the first whose order counts (a bid's and a
 * claim's: the top only). Its rolls decide only its own owners' order.
 */
export const rollingGroup = (p: Extract<RollPurpose, { k: RollOffKind }>) =>
  (p.k === 'standingTie' ? p.ranked : p.ranked.slice(0, 1)).find((g) => g.length > 1);

/** The owners a roll lands on, its roller aside (a card's roll, a roll-off, the pennant). */
function landsOn(s: LordsState, w: RollWindow): SeatId[] {
  const p = w.purpose;
  if (p.k === 'pennantTarget') return s.owners.map((_, k) => k);
  if (p.k === 'tiebreak' || p.k === 'orderRolloff') return [...p.seats];
  // A roll-off lands on the owners level with the roller, not on those whose places are
  // settled (the standing's other places, 6.2.1.1 NOTE): "a roll-off he is in".
  if (p.k === 'standingTie' || p.k === 'bidTie' || p.k === 'claimTie')
    return [...(rollingGroup(p) ?? [])];
  if (p.k === 'effect') {
    const run = s.effects?.run;
    const task = run?.waiting;
    if (!run || !task) return [];
    if (task.e.k !== 'roll') return [task.who];
    const branches = [...task.e.then, ...(task.e.otherwise ?? [])];
    return [task.who, ...bind(s, run.by, task.who, branches).map((t) => t.who)];
  }
  return [];
}

const never = (o: Owner, kind: RollKind): boolean => o.rollAsk?.never.includes(kind) === true;

/** Whether the open roll asks `seat`, first in its queue (rules version 4). */
export function asked(s: LordsState, w: RollWindow, seat: SeatId): boolean {
  const o = ownerAt(s, seat);
  const stake = seat === w.roller || landsOn(s, w).includes(seat) || o.rollAsk?.rivals === true;
  if (!stake) return false;
  // The roller who rolled and let it stand is asked again only if someone changed the roll.
  if (seat === w.roller && w.stand === true && (w.changes ?? []).length === 0) return false;
  const values = reachable(s, w, seat, !never(o, rollKind(w.purpose.k)));
  const now = JSON.stringify(outcomeAt(s, w, w.value));
  return values.some((v) => JSON.stringify(outcomeAt(s, w, v)) !== now);
}

/** The chart's reading of each value the seat could bring the open roll to (for the view). */
export function rollReadings(
  s: LordsState,
  seat: SeatId | null,
): { value: number; reads: MsgRef }[] | undefined {
  const w = s.window;
  if (w?.k !== 'roll') return undefined;
  const values = seat === null ? [w.value] : reachable(s, w, seat);
  return values
    .filter((v) => v >= 0 && v <= 13)
    .sort((a, b) => a - b)
    .map((value) => ({ value, reads: outcomeAt(s, w, value) }));
}

const ROLL_STEPS: ReadonlySet<LordsState['step']> = new Set([
  'pennantRoll',
  'payout',
  'retirement',
  'draft',
]);

/**
 * The roll preferences an owner may set now (rules version 4), the listing's and the rule's
 * alike: in a roll window when it is his turn to answer, never spending media on its kind
 * (unless already so); when his own step roll is due, being asked again on the kinds he
 * muted, and being asked on other owners' rolls (or no more). Nowhere else and by nobody else:
 * the choice stays where the question is asked, of the owner it is asked of.
 */
export function rollAsks(s: LordsState, seat: SeatId): LordsAction[] {
  if (rulesBefore(s, 4)) return [];
  const ask = ownerAt(s, seat).rollAsk;
  const w = s.window;
  if (w !== null) {
    if (w.k !== 'roll' || w.queue[0] !== seat) return [];
    const kind = rollKind(w.purpose.k);
    return ask?.never.includes(kind) === true ? [] : [{ t: 'rollAsk', kind, ask: false }];
  }
  // A cut, the Cycle or the Trade Bait is answered before the roll.
  if (s.cut !== null || s.bait !== null || s.cycle !== null) return [];
  if (!ROLL_STEPS.has(s.step)) return [];
  // The step's roller: the starter rolls the pennant target, the others in the order waited on.
  if ((s.step === 'pennantRoll' ? s.starter : s.waiting[0]) !== seat) return [];
  return [
    ...(ask?.never ?? []).map((kind): LordsAction => ({ t: 'rollAsk', kind, ask: true })),
    { t: 'rollAsk', kind: 'rivals', ask: ask?.rivals !== true },
  ];
}
