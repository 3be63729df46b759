/**
 * Hand-written copies of the table and of an owner, to build the next state on: an object
 * spread over a state this size (44 fields; an owner 40) cost about 10 microseconds in Node
 * 20, more than most rules (engine/copy.ts, scripts/bench-copy.mjs); a literal copy costs a
 * few hundred nanoseconds. The optional fields of older saves are set afterwards, only when
 * present. test/engine/copy.test.ts checks that each copies every field.
 */
import { edit, type Mutable } from '../../../engine/copy';
import type { SeatId } from '../../../engine/types';
import type { LordsState, Owner, Window } from '../state';

export function copyState(s: LordsState): Mutable<LordsState> {
  const m: Mutable<LordsState> = {
    seats: s.seats,
    opts: s.opts,
    step: s.step,
    year: s.year,
    phase: s.phase,
    phaseIndex: s.phaseIndex,
    starter: s.starter,
    active: s.active,
    lastPasser: s.lastPasser,
    waiting: s.waiting,
    owners: s.owners,
    deck: s.deck,
    discard: s.discard,
    offDeck: s.offDeck,
    community: s.community,
    draftDeck: s.draftDeck,
    draftCard: s.draftCard,
    eiDeck: s.eiDeck,
    extraInnings: s.extraInnings,
    legendDeck: s.legendDeck,
    teamCards: s.teamCards,
    pennantTarget: s.pennantTarget,
    pennantShift: s.pennantShift,
    pennantWinner: s.pennantWinner,
    tieRolls: s.tieRolls,
    strike: s.strike,
    window: s.window,
    nextId: s.nextId,
    offers: s.offers,
    offered: s.offered,
    freeAgents: s.freeAgents,
    claims: s.claims,
    bids: s.bids,
    promotion: s.promotion,
    effects: s.effects,
    cycle: s.cycle,
    cut: s.cut,
    moreCuts: s.moreCuts,
    bait: s.bait,
    baitHit: s.baitHit,
  };
  if (s.rules !== undefined) m.rules = s.rules;
  if (s.closedRolls !== undefined) m.closedRolls = s.closedRolls;
  if (s.lastBids !== undefined) m.lastBids = s.lastBids;
  if (s.standing !== undefined) m.standing = s.standing;
  return m;
}

export function copyOwner(o: Owner): Mutable<Owner> {
  const m: Mutable<Owner> = {
    team: o.team,
    money: o.money,
    loans: o.loans,
    loanPhase: o.loanPhase,
    fo: o.fo,
    fs: o.fs,
    fm: o.fm,
    ml: o.ml,
    farm: o.farm,
    startJm: o.startJm,
    contracts: o.contracts,
    injured: o.injured,
    media: o.media,
    mediaBought: o.mediaBought,
    nationalMedia: o.nationalMedia,
    hand: o.hand,
    promo: o.promo,
    actions: o.actions,
    usedActions: o.usedActions,
    legends: o.legends,
    w: o.w,
    l: o.l,
    seasonW: o.seasonW,
    seasonL: o.seasonL,
    lsWins: o.lsWins,
    vp: o.vp,
    pennants: o.pennants,
    against: o.against,
    passed: o.passed,
    played: o.played,
    turns: o.turns,
    tried: o.tried,
    overCapSince: o.overCapSince,
    drm: o.drm,
    keepFree: o.keepFree,
    picks: o.picks,
    hadTradeBait: o.hadTradeBait,
    challengeUsed: o.challengeUsed,
    allStarDone: o.allStarDone,
    upgrades: o.upgrades,
  };
  // Rules version 4's (absent on older saves and until first set).
  if (o.rollAsk !== undefined) m.rollAsk = o.rollAsk;
  if (o.vpParts !== undefined) m.vpParts = o.vpParts;
  if (o.vpYears !== undefined) m.vpYears = o.vpYears;
  return m;
}

/** The table with `patch` laid over a copy. */
export const editState = (s: LordsState, patch: Partial<LordsState>): LordsState =>
  edit(copyState, s, patch);

/** The owner with `patch` laid over a copy. */
export const editOwner = (o: Owner, patch: Partial<Owner>): Owner => edit(copyOwner, o, patch);

type RollWindow = Extract<Window, { k: 'roll' }>;
type EventWindow = Extract<Window, { k: 'event' }>;

/** A copy of a roll window (its changes only when it has them, as on older saves). */
export function copyRoll(w: RollWindow): Mutable<RollWindow> {
  const m: Mutable<RollWindow> = {
    k: w.k,
    id: w.id,
    purpose: w.purpose,
    roller: w.roller,
    natural: w.natural,
    value: w.value,
    queue: w.queue,
    lockedTo: w.lockedTo,
    mediaBy: w.mediaBy,
  };
  if (w.changes !== undefined) m.changes = w.changes;
  if (w.stand !== undefined) m.stand = w.stand;
  return m;
}

export function copyEvent(w: EventWindow): Mutable<EventWindow> {
  return {
    k: w.k,
    id: w.id,
    card: w.card,
    by: w.by,
    target: w.target,
    queue: w.queue,
    cancelled: w.cancelled,
  };
}

/** The roll window with `patch` laid over a copy. */
export const editRoll = (w: RollWindow, patch: Partial<RollWindow>): RollWindow =>
  edit(copyRoll, w, patch);

/** A window with the answers still due (`queue`) replaced. */
export function withQueue(w: Window, queue: readonly SeatId[]): Window {
  const m = w.k === 'roll' ? copyRoll(w) : copyEvent(w);
  m.queue = queue;
  return m;
}
