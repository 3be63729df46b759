/**
 * The end of the year (LoB 5.6.4-5, 6.2.1-6.2.3, 6.2.5; order A6): leftover cards, the
 * pennant and its roll-offs, the Championship Series, media pairs for VP, the year's VP and
 * the luxury tax. Retirement, free agency and the draft follow (next steps of flow.ts).
 */
import { must, type RulesCtx, type SeatId } from '../../../engine/types';
import { BASE_WINS, RANK_VP } from '../content/charts';
import { actionCard } from '../content/deck';
import { moneyArg } from '../money';
import { eiRule } from './extraInnings';
import { firstRules, rulesBefore, type LordsState, type VpPart } from '../state';
import { isCompulsory, leftoverFee } from './cards';
import { startRun } from './effects';
import { cashCounts, loanPenaltyVp, payInSeason } from './loans';
import { convertMedia } from './media';
import { addMoney, clockwise, gainVp, ownerAt, withOwner } from './owner';
import {
  csDrm,
  csResult,
  pennantContenders,
  tieLadder,
  tiebreakDrm,
  winningRecordBonus,
} from './postseason';
import { rollOff } from './rollOff';
import { finalBonuses, luxuryTax, rankVp, splitPlaces, twoPlayerRankVp, yearVp } from './scoring';
import { openRoll } from './windows';
import { editOwner, editState } from './copy';
import { withCards } from '../../../engine/zones';

/** Wins on the wins track (LoB 5.5): the 45 given plus the year's decided wins. */
export const trackWins = (s: LordsState, k: SeatId): number => BASE_WINS + ownerAt(s, k).seasonW;
const trackLosses = (s: LordsState, k: SeatId): number => BASE_WINS + ownerAt(s, k).seasonL;

/**
 * The late season is over: compulsory cards still held resolve on their holders (their
 * off-season side, the season's record being closed; decision), then each owner keeps or
 * discards what is left.
 */
export function startLeftovers(s: LordsState): LordsState {
  let next: LordsState = editState(s, {
    phase: 'off',
    step: 'leftovers',
    waiting: clockwise(s.starter, s.seats),
  });
  const runs = [];
  for (const k of clockwise(s.starter, s.seats)) {
    const o = ownerAt(next, k);
    const forced = o.hand.cards.filter(isCompulsory);
    if (forced.length === 0) continue;
    next = withOwner(
      next,
      k,
      editOwner(o, {
        hand: withCards(
          o.hand,
          o.hand.cards.filter((c) => !isCompulsory(c)),
        ),
      }),
    );
    next = editState(next, {
      discard: withCards(next.discard, [...forced, ...next.discard.cards]),
    });
    for (const c of forced)
      runs.push(...startRun(next, k, k, actionCard(c)?.offSeason.effects ?? []).tasks);
  }
  return runs.length > 0
    ? editState(next, {
        effects: { run: { by: s.starter, tasks: runs, waiting: null }, then: 'leftovers' },
      })
    : next;
}

/**
 * Keeps one more card into the off-season, or (`card` null) finishes: kept cards cost $2,000
 * each beyond those a card allowed free, three at most; every other card costs $1,000 to
 * discard (LoB 5.6.4-5, 2.2.2). Kept cards wait face down in the owner's own `promo` zone.
 */
export function keepCard(s: LordsState, seat: SeatId, card: string | null): LordsState {
  must(
    s.step === 'leftovers' && s.waiting[0] === seat && s.effects === null,
    'not-your-turn',
    '5.6.5',
  );
  const o = ownerAt(s, seat);
  if (card !== null) {
    const i = o.hand.cards.indexOf(card);
    must(i >= 0, 'not-in-hand', '5.6.5', card);
    must(!isCompulsory(card), 'compulsory-cannot-be-kept', '3.5');
    leftoverFee(o.promo.cards.length + 1, o.promo.cards.length + 1, o.keepFree);
    const hand = withCards(
      o.hand,
      o.hand.cards.filter((_, k) => k !== i),
    );
    return withOwner(
      s,
      seat,
      editOwner(o, { hand, promo: withCards(o.promo, [...o.promo.cards, card]) }),
    );
  }
  const kept = o.promo.cards;
  const fee = leftoverFee(o.hand.cards.length + kept.length, kept.length, o.keepFree);
  const paid = payInSeason(o, fee, s.phaseIndex);
  const next = withOwner(
    s,
    seat,
    editOwner(paid, { hand: withCards(o.hand, kept), promo: withCards(o.promo, []), keepFree: 0 }),
  );
  const discard = withCards(next.discard, [...o.hand.cards, ...next.discard.cards]);
  return editState(next, { discard, waiting: s.waiting.slice(1) });
}

/**
 * Rules version 2: an owner with no card left (none in hand, none kept) has nothing to keep or
 * discard, so he is not asked: his "done" would be a tap with no decision. Version-1 games
 * asked it, and their saves hold that move.
 */
export function skipEmptyHands(s: LordsState): LordsState {
  if (firstRules(s) || s.effects !== null) return s;
  let next = s;
  for (let k = next.waiting[0]; k !== undefined; k = next.waiting[0]) {
    const o = ownerAt(next, k);
    if (o.hand.cards.length > 0 || o.promo.cards.length > 0) break;
    next = keepCard(next, k, null);
  }
  return next;
}

/** Who plays for the pennant (LoB 6.2.1; 6.2.1.2 strike: most wins with a winning record). */
export function pennantRace(s: LordsState): SeatId[] {
  const wins = s.owners.map((_, k) => trackWins(s, k));
  if (!s.strike) return pennantContenders(wins, s.pennantTarget ?? Infinity);
  const winning = wins.map((w, k) => (w > trackLosses(s, k) ? w : -1));
  const top = Math.max(...winning);
  return top < 0
    ? []
    : winning
        .map((w, k) => ({ w, k }))
        .filter(({ w }) => w === top)
        .map(({ k }) => k);
}

const drmOf = (s: LordsState, k: SeatId) => tiebreakDrm(ownerAt(s, k).ml.jm, ownerAt(s, k).fm);

/** Decides the pennant: no contender, one, or a ladder of roll-offs (A9). */
export function startPennant(s: LordsState, ctx: RulesCtx): LordsState {
  const race = pennantRace(s);
  if (race.length <= 1) return startCs(editState(s, { pennantWinner: race[0] ?? null }), ctx);
  const ladder = tieLadder(race, (k) => drmOf(s, k));
  ctx.log('lords.pennantTie', { n: ladder.length });
  const first = ladder[0] ?? 0;
  return openRoll(
    editState(s, { step: 'pennant' }),
    { k: 'tiebreak', seats: ladder },
    first,
    ctx.rng,
    ladder,
  );
}

/**
 * One roll of a pennant roll-off is final (6.2.1.1): the first two of the ladder roll in
 * turn, each with his tie-breaker DRM; the loser drops out, a tie rolls again.
 */
export function tiebreakRolled(
  s: LordsState,
  seats: readonly SeatId[],
  value: number,
  ctx: RulesCtx,
): LordsState {
  const prior = s.tieRolls;
  const rolls = [...prior, value];
  const next = editState(s, { window: null });
  const [a, b] = [seats[0] ?? 0, seats[1] ?? 0];
  if (rolls.length < 2)
    return editState(openRoll(next, { k: 'tiebreak', seats }, b, ctx.rng, seats), {
      tieRolls: rolls,
    });
  const ra = (rolls[0] ?? 0) + drmOf(s, a);
  const rb = (rolls[1] ?? 0) + drmOf(s, b);
  const rest = seats.slice(2);
  const ladder = ra === rb ? seats : [ra > rb ? a : b, ...rest];
  if (ladder.length === 1)
    return startCs(editState(next, { tieRolls: [], pennantWinner: ladder[0] ?? null }), ctx);
  return editState(
    openRoll(next, { k: 'tiebreak', seats: ladder }, ladder[0] ?? 0, ctx.rng, ladder),
    { tieRolls: [] },
  );
}

/** The pennant winner rolls the Championship Series (6.2.2); nobody: straight to VP. */
function startCs(s: LordsState, ctx: RulesCtx): LordsState {
  const w = s.pennantWinner;
  if (w === null)
    return editState(s, { window: null, step: 'vpMedia', waiting: clockwise(s.starter, s.seats) });
  ctx.log('lords.pennantWon', { seat: w });
  const mediaBy = s.opts.csMedia === 'winner' ? [w] : [];
  return openRoll(editState(s, { step: 'cs' }), { k: 'cs', seat: w }, w, ctx.rng, mediaBy);
}

/** The CS roll is final: its VP and money; $1,500 to other winning records (LoB 6.2.2). */
export function csRolled(s: LordsState, seat: SeatId, value: number, ctx: RulesCtx): LordsState {
  const o = ownerAt(s, seat);
  const drm = csDrm(o.lsWins, o.fm, o.ml.jm, s.strike) + o.drm.cs;
  const r = csResult(value + drm);
  // 12.1: an Extra Innings card may add to the Championship Series money.
  const money = r.money + (eiRule(s, 'csBonus')?.amount ?? 0);
  ctx.log('lords.cs', { seat, roll: value, drm, vp: r.vp, money: moneyArg(money) });
  let next = withOwner(
    s,
    seat,
    editOwner(gainVp(s, addMoney(o, money), 'cs', r.vp), { pennants: o.pennants + 1 }),
  );
  for (let k = 0; k < s.seats; k++) {
    const bonus = winningRecordBonus(k === seat, trackWins(s, k), trackLosses(s, k));
    if (bonus > 0) next = withOwner(next, k, addMoney(ownerAt(next, k), bonus));
  }
  return editState(next, { window: null, step: 'vpMedia', waiting: clockwise(s.starter, s.seats) });
}

/** An owner turns pairs of media into VP (A27), in turn; then the year's VP are scored. */
export function mediaPairs(s: LordsState, seat: SeatId, pairs: number, ctx: RulesCtx): LordsState {
  must(s.step === 'vpMedia' && s.waiting[0] === seat, 'not-your-turn', '6.2.3');
  const [o, vp] = convertMedia(ownerAt(s, seat), pairs);
  const next = editState(withOwner(s, seat, gainVp(s, o, 'media', vp)), {
    waiting: s.waiting.slice(1),
  });
  return next.waiting.length > 0 ? next : scoreYear(next, ctx);
}

/**
 * Scores the year (LoB 6.2.3). At three or four seats, owners level on wins (the pennant
 * winner aside) roll off for their places, each roll in a window (A8, rollOff.ts), or share
 * them by option; two owners level share theirs (13.3).
 */
function scoreYear(s: LordsState, ctx: RulesCtx): LordsState {
  if (firstRules(s)) return standingScored(s, firstRulesOrder(s, ctx), ctx);
  const winner = s.pennantWinner;
  const order = clockwise(s.starter, s.seats)
    .slice()
    .sort(
      (x, y) => (x === winner ? -1 : y === winner ? 1 : 0) || trackWins(s, y) - trackWins(s, x),
    );
  if (s.seats === 2 || s.opts.standingTies === 'split') return standingScored(s, order, ctx);
  const ranked: SeatId[][] = [];
  for (const k of order) {
    const last = ranked[ranked.length - 1];
    if (last !== undefined && levelOn(s, last[0] ?? k, k)) last.push(k);
    else ranked.push([k]);
  }
  return rollOff(editState(s, { waiting: [] }), 'standingTie', ranked, ctx, standingScored);
}

/**
 * The standing under the first rules version (a game saved before version 2): every owner
 * rolled a d10 + tie-breaker DRM at once, tie or not, and level owners were ordered by it.
 */
function firstRulesOrder(s: LordsState, ctx: RulesCtx): SeatId[] {
  const winner = s.pennantWinner;
  const key = clockwise(s.starter, s.seats).map((k) => ({
    k,
    w: trackWins(s, k),
    roll: ctx.rng.rollDie(10) + drmOf(s, k),
  }));
  key.sort(
    (x, y) => (x.k === winner ? -1 : y.k === winner ? 1 : 0) || y.w - x.w || y.roll - x.roll,
  );
  return key.map((x) => x.k);
}

/** The end-of-year parts (scoring.ts `yearVp`) and the breakdown's names for them. */
const YEAR_PARTS: readonly (readonly [keyof ReturnType<typeof yearVp>['parts'], VpPart])[] = [
  ['wins', 'wins'],
  ['stars', 'stars'],
  ['winningSeason', 'season'],
  ['rank', 'standing'],
  ['roster', 'roster'],
  ['journeymen', 'depth'],
  ['cash', 'cash'],
];

/** Two owners level on wins, the pennant winner aside (A8). */
const levelOn = (s: LordsState, a: SeatId, b: SeatId): boolean =>
  a !== b && a !== s.pennantWinner && b !== s.pennantWinner && trackWins(s, a) === trackWins(s, b);

/**
 * The year's VP with the standing settled (`order` best first, level owners placed by their
 * roll-off), then the luxury tax (6.2.5). Money is shown to all (2.3.2).
 */
export function standingScored(s: LordsState, order: readonly SeatId[], ctx: RulesCtx): LordsState {
  const seats = clockwise(s.starter, s.seats);
  const winner = s.pennantWinner;
  const split = s.opts.standingTies === 'split';
  // A8: owners level on wins were placed by a roll-off, or (split) share their best place.
  const rolledOff = s.owners.map(
    (_, k) => s.seats > 2 && !split && order.some((j) => levelOn(s, j, k)),
  );
  const shared = (k: SeatId) => order.flatMap((j, i) => (j === k || levelOn(s, j, k) ? [i] : []));
  // 13.3: two owners level on wins share the place (their VP are equal, no roll-off), unless
  // (rules version 4) they rolled off for the pennant: then its winner is 1st (pairRanks).
  const level = s.seats === 2 && trackWins(s, 0) === trackWins(s, 1) && !pennantPlayoff(s, winner);
  const places = s.owners.map((_, k) =>
    level ? 1 : (split ? (shared(k)[0] ?? 0) : order.indexOf(k)) + 1,
  );
  const ranks =
    s.seats === 2
      ? pairRanks(s, order, winner !== null)
      : split
        ? s.owners.map((_, k) => splitPlaces(shared(k), winner !== null))
        : rankVp(order, winner !== null, s.seats);
  let next: LordsState = editState(s, { standing: { year: s.year, places, rolledOff } });
  for (const k of seats) {
    const o = ownerAt(next, k);
    const hurt = (t: 'ss' | 'as') => o.injured.filter((i) => i.type === t && i.noVp).length;
    const { parts, total } = yearVp({
      wins: trackWins(s, k),
      losses: trackLosses(s, k),
      fo: o.fo,
      fs: o.fs,
      fm: o.fm,
      ss: Math.max(0, o.ml.ss - hurt('ss')),
      as: Math.max(0, o.ml.as - hurt('as')),
      phenom: o.farm.phenom,
      jm: o.ml.jm,
      cash: o.money.value,
      cashCounts: cashCounts(o),
      rankVp: ranks[k] ?? 0,
      winningBonus: eiRule(s, 'winningSeasonBonus')?.vp,
    });
    ctx.log('lords.yearVp', { seat: k, vp: total });
    // 6.2.3, by part (rules version 4 keeps them for the breakdown).
    const scored = YEAR_PARTS.reduce((x, [from, to]) => gainVp(s, x, to, parts[from]), o);
    next = withOwner(next, k, editOwner(scored, { money: { ...o.money, $hidden: 'all' } }));
  }
  const vps = next.owners.map((o) => o.vp);
  for (const t of luxuryTax(luxuryOrder(next), vps, s.year)) {
    const from = ownerAt(next, t.from);
    const paid = Math.min(t.money, from.money.value);
    ctx.log('lords.tax', { seat: t.from, seatTo: t.to, money: moneyArg(t.money), vp: t.vp });
    next = withOwner(next, t.from, gainVp(s, addMoney(from, -paid), 'tax', -t.vp));
    const to = ownerAt(next, t.to);
    next = withOwner(next, t.to, gainVp(s, addMoney(to, paid), 'tax', t.vp));
  }
  // Rules version 4: each owner's VP at the year's end, for the results' race over the years.
  if (!rulesBefore(s, 4)) {
    const owners = next.owners.map((o) => editOwner(o, { vpYears: [...(o.vpYears ?? []), o.vp] }));
    next = editState(next, { owners });
  }
  if (s.year >= s.opts.years) return finalScoring(next, ctx);
  return editState(next, { step: 'retirement', waiting: seats });
}

/**
 * The owners by VP for the luxury tax (6.2.5), most first. Owners level on VP are placed as 9
 * places them, by money, then by pennants (rules version 3: the richer pays); still level,
 * clockwise from the starter (as version 2 placed every owner level on VP).
 */
export function luxuryOrder(s: LordsState): SeatId[] {
  const tieBreak = (a: SeatId, b: SeatId): number => {
    if (rulesBefore(s, 3)) return 0;
    const [x, y] = [ownerAt(s, a), ownerAt(s, b)];
    return y.money.value - x.money.value || y.pennants - x.pennants;
  };
  return clockwise(s.starter, s.seats)
    .slice()
    .sort((a, b) => ownerAt(s, b).vp - ownerAt(s, a).vp || tieBreak(a, b));
}

/**
 * Final scoring (LoB 9) after the last year's VP and luxury tax (decision: the last year's
 * retirement rolls and draft would change nothing that scores): money 15/10/5, pennants 5/3,
 * the starting/final depth matrix, and -1 VP per $1,000 of loans still out (2.5.4).
 */
export function finalScoring(s: LordsState, ctx: RulesCtx): LordsState {
  const bonus = finalBonuses(
    s.owners.map((o) => o.money.value),
    s.owners.map((o) => o.pennants),
    s.owners.map((o) => o.startJm),
    s.owners.map((o) => o.ml.jm),
  );
  let next = s;
  s.owners.forEach((o, k) => {
    const b = bonus[k] ?? { money: 0, pennants: 0, depth: 0 };

    ctx.log('lords.final', {
      seat: k,
      money: b.money,
      pennants: b.pennants,
      depth: b.depth,
      loans: loanPenaltyVp(o),
    });
    const parts: [VpPart, number][] = [
      ['money', b.money],
      ['pennants', b.pennants],
      ['finalDepth', b.depth],
      ['loans', -loanPenaltyVp(o)],
    ];
    next = withOwner(
      next,
      k,
      parts.reduce((x, [part, n]) => gainVp(s, x, part, n), ownerAt(next, k)),
    );
  });
  return editState(next, { step: 'over', waiting: [] });
}

/** Two-player standings (LoB 13.3) as ranking VP per seat. */
/**
 * Two owners level on wins at the pennant target, who rolled off for it (6.2.1.1): from rules
 * version 4 its winner scores as the pennant winner (6.2.3: 5 VP) and the other as 2nd (13.3's
 * chart has no row for a gap of 0; its nearest, 1-5 games, places him 2nd). Before, both
 * scored 3, the pennant winner as the loser.
 */
function pennantPlayoff(s: LordsState, winner: SeatId | null): boolean {
  return (
    !rulesBefore(s, 4) && s.seats === 2 && winner !== null && trackWins(s, 0) === trackWins(s, 1)
  );
}

function pairRanks(s: LordsState, order: readonly SeatId[], pennantWon: boolean): number[] {
  const [a, b] = [order[0] ?? 0, order[1] ?? 1];
  const [va, vb] = pennantPlayoff(s, s.pennantWinner)
    ? [RANK_VP[0], RANK_VP[1]]
    : twoPlayerRankVp(trackWins(s, a), trackWins(s, b), pennantWon);
  const out = [0, 0];
  out[a] = va;
  out[b] = vb;
  return out;
}
