/**
 * Carrying out card, community and expansion effects (LoB 4.1.3, 4.1.4, 5.3.1). Effects run
 * as a queue of tasks, each bound to the owner it lands on, so that a die roll inside an
 * effect can stop the run: every die roll may be changed with media (LoB 7.3), so the caller
 * opens a roll window and resumes the run with the final value (`resumeWithRoll`).
 */
import { must, type SeatId } from '../../../engine/types';
import { TRADE_IMPACT } from '../content/charts';
import type { EffectRun, LordsState, Owner, Task } from '../state';

export type { EffectRun, Task };
import type { Effect, Reach, Stars } from '../types';
import { drawCards } from './cards';
import type { Rng } from '../../../engine/rng';
import { trackPhenomCap } from './farm';
import { payInSeason } from './loans';
import { gainMedia, setFrontOffice } from './media';
import {
  addFarm,
  addMl,
  addMoney,
  clockwise,
  gainVp,
  leftOf,
  ownerAt,
  rightOf,
  withOwner,
} from './owner';
import { editOwner, editState } from './copy';
import { withCards } from '../../../engine/zones';

/** The owners an effect reaches (LoB 5.3.12): its target, the table, a neighbour of the player. */
export function reach(s: LordsState, by: SeatId, target: SeatId, who: Reach | undefined): SeatId[] {
  switch (who ?? 'target') {
    case 'target':
      return [target];
    case 'table':
      return clockwise(by, s.seats);
    case 'others':
      return clockwise(by, s.seats).filter((k) => k !== by);
    case 'left':
      return [leftOf(by, s.seats)];
    case 'right':
      return [rightOf(by, s.seats)];
  }
}

const reachOf = (e: Effect): Reach | undefined => ('who' in e ? e.who : undefined);

/** Binds a list of effects to the owners they reach, in order. */
export function bind(
  s: LordsState,
  by: SeatId,
  target: SeatId,
  effects: readonly Effect[],
): Task[] {
  return effects.flatMap((e) => reach(s, by, target, reachOf(e)).map((who) => ({ who, e })));
}

/** Starts a run of effects played by `by` on `target`. */
export function startRun(
  s: LordsState,
  by: SeatId,
  target: SeatId,
  effects: readonly Effect[],
): EffectRun {
  return { by, tasks: bind(s, by, target, effects), waiting: null };
}

/** A community event (LoB 4.1.3): every effect lands on every owner, clockwise from the starter. */
export function communityRun(s: LordsState, effects: readonly Effect[]): EffectRun {
  const tasks = clockwise(s.starter, s.seats).flatMap((who) => effects.map((e) => ({ who, e })));
  return { by: s.starter, tasks, waiting: null };
}

const clampStars = (n: number): Stars => Math.max(1, Math.min(5, n)) as Stars;

/** Injures a healthy SS or AS (10.2: with none healthy, an injury grows longer). */
function injure(
  o: Owner,
  type: 'ss' | 'as',
  phases: number,
  phaseIndex: number,
  inSeason: boolean,
): Owner {
  const first = inSeason ? phaseIndex : phaseIndex + 1;
  const until = first + phases - 1;
  const out = o.injured.filter((i) => i.type === type && i.until >= phaseIndex);
  if (out.length < o.ml[type]) return editOwner(o, { injured: [...o.injured, { type, until }] });
  const i = o.injured.findIndex((x) => x.type === type && x.until >= phaseIndex);
  if (i < 0) return o;
  const injured = o.injured.slice();
  const cur = injured[i];
  if (cur) injured[i] = { ...cur, until: cur.until + phases };
  return editOwner(o, { injured });
}

/** Applies one effect that needs no die to the owner it landed on. */
function applyOne(s: LordsState, who: SeatId, e: Effect, rng: Rng): LordsState {
  const o = ownerAt(s, who);
  const inSeason = s.phase !== 'off';
  const put = (next: Owner) => withOwner(s, who, next);
  switch (e.k) {
    case 'wins':
      must(inSeason, 'no-record-off-season', '5.4');
      return put(editOwner(o, { w: Math.max(0, o.w + e.n) }));
    case 'losses':
      must(inSeason, 'no-record-off-season', '5.4');
      return put(editOwner(o, { l: Math.max(0, o.l + e.n) }));
    case 'money':
      // 2.5.5: a cost he cannot meet is paid as far as he can, with a loan if one is allowed.
      return put(e.amount >= 0 ? addMoney(o, e.amount) : payInSeason(o, -e.amount, s.phaseIndex));
    case 'media':
      return put(gainMedia(o, e.n));
    case 'vp':
      return put(gainVp(s, o, 'cards', e.n));
    case 'stars':
      if (e.part === 'fo') return put(setFrontOffice(o, o.fo + e.n));
      if (e.part === 'fm') return put(editOwner(o, { fm: clampStars(o.fm + e.n) }));
      return put(trackPhenomCap(editOwner(o, { fs: clampStars(o.fs + e.n) }), s.phaseIndex));
    case 'ml': {
      const n = Math.min(e.n, o.ml[e.from]);
      // 2.4.3: a player lost from the majors is replaced by a Journeyman.
      const to = e.to === 'cut' ? 'jm' : e.to;
      return put(editOwner(o, { ml: addMl(addMl(o.ml, e.from, -n), to, n) }));
    }
    case 'fs': {
      // The farm keeps a Utility player (7.1.5): the last one never moves.
      const spare = e.from === 'utility' ? o.farm.utility - 1 : o.farm[e.from];
      const n = Math.max(0, Math.min(e.n, spare));
      const farm = addFarm(addFarm(o.farm, e.from, -n), e.to, n);
      return put(trackPhenomCap(editOwner(o, { farm }), s.phaseIndex));
    }
    case 'injury':
      return put(injure(o, e.type, e.phases, s.phaseIndex, inSeason));
    case 'heal': {
      const i = o.injured.findIndex((x) => x.until >= s.phaseIndex);
      return i < 0 ? s : put(editOwner(o, { injured: o.injured.filter((_, k) => k !== i) }));
    }
    case 'payoutDrm':
      return put(editOwner(o, { drm: { ...o.drm, payout: o.drm.payout + e.n } }));
    case 'retireDrm':
      return put(editOwner(o, { drm: { ...o.drm, retire: o.drm.retire + e.n } }));
    case 'csDrm':
      return put(editOwner(o, { drm: { ...o.drm, cs: o.drm.cs + e.n } }));
    case 'pennantTarget':
      return s.pennantTarget === null
        ? editState(s, { pennantShift: s.pennantShift + e.n })
        : editState(s, { pennantTarget: s.pennantTarget + e.n });
    case 'freeAgent': {
      if (o.ml.ss < 1 && e.type === 'ss') return s;
      if (o.ml.as < 1 && e.type === 'as') return s;
      // 10.4: in-season he leaves at the next off-season; in the off-season at once.
      const year = inSeason ? s.year + 1 : s.year;
      const left = put(editOwner(o, { ml: addMl(addMl(o.ml, e.type, -1), 'jm', 1) }));
      return editState(left, {
        freeAgents: [...left.freeAgents, { type: e.type, from: who, year }],
      });
    }
    case 'keepCards':
      return put(editOwner(o, { keepFree: o.keepFree + e.n }));
    case 'drawCards': {
      const [cards, after] = drawCards(s, e.n, rng);
      const holder = ownerAt(after, who);
      return withOwner(
        after,
        who,
        editOwner(holder, { hand: withCards(holder.hand, [...holder.hand.cards, ...cards]) }),
      );
    }
    case 'strike':
      must(s.phase === 'es' || s.phase === 'ms', 'strike-es-ms', '6.2.1.2');
      return editState(s, { strike: true });
    case 'nationalMedia':
      return put(editOwner(o, { nationalMedia: true }));
    case 'reroll':
    case 'rollMod':
      // Re-roll and DRM cards act only on a die roll just made, in its window (6.2.2).
      must(false, 'roll-card-outside-window', '6.2.2', 'play it on a die roll just made');
      return s;
    case 'tradeImpact':
    case 'roll':
    case 'per':
      return s;
  }
}

/**
 * Runs tasks until the run ends or needs a die roll. `per` expands into one copy of its
 * effects for each player of the type the owner holds (10.1: injured ones included).
 */
export function step(s: LordsState, run: EffectRun, rng: Rng): [LordsState, EffectRun | null] {
  let state = s;
  let tasks = run.tasks.slice();
  while (tasks.length > 0) {
    const task = tasks[0] as Task;
    tasks = tasks.slice(1);
    const e = task.e;
    if (e.k === 'roll' || e.k === 'tradeImpact' || e.k === 'impactRoll') {
      return [state, { ...run, tasks, waiting: task }];
    }
    if (e.k === 'per') {
      const count = ownerAt(state, task.who).ml[e.type];
      const copies: Task[] = [];
      for (let i = 0; i < count; i++)
        for (const each of e.each) copies.push({ who: task.who, e: each });
      tasks = [...copies, ...tasks];
      continue;
    }
    state = applyOne(state, task.who, e, rng);
  }
  return [state, null];
}

/** The owner who must roll for a waiting run. */
export const rollerOf = (run: EffectRun): SeatId | null => run.waiting?.who ?? null;

/**
 * Resumes a run with the final value of the roll it waited for: a `roll` effect's branch
 * (a branch aimed left or right is aimed from the card's player, as in the 5.4 example), or
 * the Trade Impact chart's wins (+) or losses (-) for the roller (decision).
 */
export function resumeWithRoll(s: LordsState, run: EffectRun, value: number): EffectRun {
  const task = run.waiting;
  must(task !== null, 'no-roll-awaited', '7.3');
  const e = task.e;
  let next: Task[] = [];
  if (e.k === 'roll') {
    const branch = e.on.includes(value) ? e.then : (e.otherwise ?? []);
    next = bind(s, run.by, task.who, branch);
  } else {
    const i = Math.min(10, Math.max(1, value)) - 1;
    const n = TRADE_IMPACT[i] ?? 0;
    if (n !== 0) next = [{ who: task.who, e: n > 0 ? { k: 'wins', n } : { k: 'losses', n: -n } }];
  }
  return { ...run, tasks: [...next, ...run.tasks], waiting: null };
}
