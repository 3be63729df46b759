/**
 * Immediate actions (DESCRIPTION DES IMMEDIATE ACTIONS and the expansions): what each one
 * does when its card is played, on the opponent's threatened hits, on either side's runners
 * or as hits of its own. Decisions a player makes inside one (which hit a Glove cancels,
 * which runners a Pick Off removes) wait in `s.pending` (see choices.ts).
 */
import type { RulesCtx } from '../../../engine/types';
import { drawTop, putBottom } from '../../../engine/zones';
import { card } from '../content';
import type { HlState, Pending, Side } from '../state';

import type { Hit, Ia, IaLetter, Kind, Result } from '../types';
import { teamName } from './cards';
import { advanceAll, hit, removeRunners, runnersOf, stealBases } from './running';
import { cancelAll, check, combos, placeThreat } from './threats';
import { removeFromPlay } from './removal';

/** Each action's letter: D defensive, O offensive, S special (only D works in a Visitor Save). */
export function letterOf(ia: Ia): IaLetter | null {
  switch (ia.k) {
    case 'none':
      return null;
    case 'pitch':
    case 'doublePlay':
    case 'glove':
    case 'knuckleball':
    case 'pickOff':
    case 'walk':
    case 'closer':
    case 'hold':
    case 'magnaGlove':
    case 'slider':
    case 'pickOffAll':
    case 'beanBall':
    case 'gloveCheck':
    case 'sinkerball':
      return 'D';
    case 'cloning':
    case 'replace':
    case 'error':
    case 'contact':
      return 'S';
    default:
      return 'O';
  }
}

const DOWN: Record<Hit, Hit | null> = { HR: '3B', '3B': '2B', '2B': '1B', '1B': null };

/** The side a score-based action compares with: the opponent, or in Hot Pepper the next player. */
export function rivalOf(s: HlState, side: number): number {
  const players = s.game.players;
  if (players.length === 2)
    return players[0] === side ? (players[1] ?? side) : (players[0] ?? side);
  const seq = s.game.seq;
  return seq[(s.game.at + 1) % seq.length] ?? (side + 1) % 3;
}

/** The opponent's top In Play card's type (Quick Eye and the like), if it has played. */
const topKind = (s: HlState, opp: number | null): Kind | null => {
  const top = opp === null ? undefined : s.sides[opp]?.inPlay.cards[0];
  return top === undefined ? null : card(top).kind;
};

/** Gains results now, as batters of the card's speed (Leadoff, Clutch, Rally, Quick Eye). */
function gain(s: HlState, side: number, results: readonly Result[], ctx: RulesCtx, plus1 = false) {
  const sd = s.sides[side] as Side;
  const speed = card(s.game.card).speed;
  for (const r of results) {
    const runs = hit(sd, r, speed, plus1);
    ctx.log('hl.gain', { team: teamName(s, side), hit: r, runs });
  }
}

/** Adds results (or a mark) to this card's own Hit Box, placed or still to be placed. */
function addOwn(s: HlState, side: number, results: readonly Result[], mod?: Side['mods'][number]) {
  const sd = s.sides[side] as Side;
  const t = sd.threat;
  if (t && t.card === s.game.card) {
    t.results.push(...results);
    if (mod) t[mod] = true;
    return;
  }
  sd.boost.push(...results);
  if (mod) sd.mods.push(mod);
}

/** Glove and Magna Glove on the opponent's threat: Error and Contact first (Error!). */
function glove(s: HlState, side: number, n: number, ctx: RulesCtx): void {
  const opp = s.game.opp;
  const t = opp === null ? null : s.sides[opp]?.threat;
  if (opp === null || !t || t.results.length === 0) return;
  if (t.error && !check(s, 'Natural', ctx)) return;
  if (t.contact) {
    t.results = t.results.map(() => '1B');
    ctx.log('hl.contact', { team: teamName(s, opp) });
    return;
  }
  if (t.results.length <= n) return cancelAll(s, opp, ctx);
  const value = (set: number[]) => set.reduce((a, i) => a + resultValue(t.results[i]), 0);
  const sets = combos(
    t.results.map((_, i) => i),
    n,
  ).sort((a, b) => value(b) - value(a));
  ask(s, { k: 'cancel', side, target: opp, sets }, ctx);
}

const resultValue = (r: Result | undefined): number =>
  r === 'HR' ? 4 : r === '3B' ? 3 : r === '2B' ? 2 : r === '1B' ? 1.1 : 1;

/** Removes up to n of the opponent's runners chosen among `eligible` (lead runners first). */
function pickOff(s: HlState, side: number, n: number, onlySlow: boolean, ctx: RulesCtx): void {
  const opp = s.game.opp;
  const target = opp === null ? undefined : s.sides[opp];
  if (opp === null || !target) return;
  const eligible = runnersOf(target).filter(
    (b) => !onlySlow || target.bases[b] === 'slow' || target.bases[b] === 'average',
  );
  if (eligible.length === 0) return;
  if (eligible.length <= n) {
    removeRunners(target, eligible);
    ctx.log('hl.pickedOff', { team: teamName(s, opp), n: eligible.length });
    return;
  }
  ask(s, { k: 'remove', side, target: opp, sets: combos(eligible, n) }, ctx);
}

/** Removes the opponent's top card with its threat; it is replaced from its Minor Leagues. */
function knockOut(s: HlState, ctx: RulesCtx): void {
  const opp = s.game.opp;
  const top = opp === null ? undefined : s.sides[opp]?.inPlay.cards[0];
  if (opp === null || top === undefined) return;
  const p: Pending | null = removeFromPlay(s, opp, top, ctx);
  if (p) ask(s, p, ctx);
}

/** Resolves an immediate action of the card `s.game.card` for `side`. */
export function runIa(s: HlState, side: number, ia: Ia, ctx: RulesCtx): void {
  const sd = s.sides[side] as Side;
  const opp = s.game.opp;
  const oppSide = opp === null ? undefined : s.sides[opp];
  const rival = s.sides[rivalOf(s, side)] as Side;
  const me = s.game.card;
  const earlier = (kind: Kind) =>
    sd.inPlay.cards.filter((c) => c !== me && card(c).kind === kind).length;
  switch (ia.k) {
    case 'none':
    case 'hitAndRun':
    case 'error':
    case 'contact':
      if (ia.k !== 'none') addOwn(s, side, [], ia.k);
      return;
    case 'clutch':
      if (sd.bases[1] || sd.bases[2]) gain(s, side, [ia.hit], ctx, true);
      return;
    case 'clutchLoaded':
      if (sd.bases.every((b) => b)) gain(s, side, ['HR'], ctx);
      return;
    case 'pitch': {
      const t = oppSide?.threat;
      if (opp !== null && t && card(t.card).kind === ia.vs) cancelAll(s, opp, ctx);
      return;
    }
    case 'doublePlay':
      return pickOff(s, side, 2, true, ctx);
    case 'pickOff':
      return pickOff(s, side, ia.n, false, ctx);
    case 'pickOffAll':
      return pickOff(s, side, 3, false, ctx);
    case 'glove':
      return glove(s, side, 1, ctx);
    case 'magnaGlove':
      return glove(s, side, 2, ctx);
    case 'gloveCheck':
      if (oppSide?.threat && check(s, 'Robot', ctx)) glove(s, side, 1, ctx);
      return;
    case 'knuckleball': {
      const t = oppSide?.threat;
      if (!t) return;
      t.results = t.results.flatMap((r) => {
        if (r === 'BB') return [r];
        const d = DOWN[r];
        return d ? [d] : [];
      });
      ctx.log('hl.knuckle', { team: teamName(s, opp ?? side) });
      if (oppSide && t.results.length === 0) oppSide.threat = null;
      return;
    }
    case 'walk': {
      const t = oppSide?.threat;
      if (!t) return;
      t.results = t.results.map(() => 'BB');
      ctx.log('hl.walks', { team: teamName(s, opp ?? side), n: t.results.length });
      return;
    }
    case 'leadoff':
      if (sd.played === 1) gain(s, side, ia.hits, ctx);
      return;
    case 'quickEye':
      if (topKind(s, opp) === 'Cyborg') gain(s, side, [ia.hit], ctx);
      return;
    case 'quickEyeWalks':
      if (topKind(s, opp) === 'Cyborg') gain(s, side, ['BB', 'BB'], ctx);
      return;
    case 'stolenBase': {
      const runs = stealBases(sd);
      ctx.log('hl.steal', { team: teamName(s, side), runs });
      return;
    }
    case 'wildPitch':
      if (topKind(s, opp) === 'Cyborg') {
        const runs = advanceAll(sd);
        ctx.log('hl.wildPitch', { team: teamName(s, side), runs });
      }
      return;
    case 'pinchRunner':
      sd.bases = sd.bases.map((b) => (b ? 'fast' : null));
      return;
    case 'rally':
      if (sd.runs < rival.runs) gain(s, side, ia.hits, ctx);
      return;
    case 'rallyNext':
      if (sd.runs < rival.runs) sd.nextHits.push(...ia.hits.map((r) => ({ by: me, r })));
      return;
    case 'teamworkNext':
      sd.nextIfNatural.push({ by: me, r: ia.hit });
      return;
    case 'teamworkEach':
      gain(
        s,
        side,
        Array.from({ length: earlier('Natural') }, () => '1B' as const),
        ctx,
      );
      return;
    case 'teamworkAtLeast':
      if (earlier('Natural') >= ia.n) gain(s, side, [ia.hit], ctx);
      return;
    case 'closer':
      if (opp !== null && sd.runs > rival.runs) cancelAll(s, opp, ctx);
      return;
    case 'hold':
      if (opp !== null && sd.runs < rival.runs) cancelAll(s, opp, ctx);
      return;
    case 'slider':
      if (opp !== null && earlier('Cyborg') >= 2) cancelAll(s, opp, ctx);
      return;
    case 'sinkerball':
      if (opp !== null && oppSide && (oppSide.bases[1] || oppSide.bases[2])) cancelAll(s, opp, ctx);
      return;
    case 'cyborgOut':
      if (topKind(s, opp) === 'Cyborg' && check(s, 'Robot', ctx)) knockOut(s, ctx);
      return;
    case 'beanBall': {
      const kind = topKind(s, opp);
      if (kind && check(s, kind, ctx)) knockOut(s, ctx);
      return;
    }
    case 'gambler': {
      const [top, rest] = drawTop(s.fa);
      const id = top[0];
      if (id === undefined) return;
      s.fa = putBottom(rest, [id], 'all');
      ctx.log('hl.gambler', { team: teamName(s, side), card: card(id).name });
      addOwn(s, side, card(id).hits);
      return;
    }
    case 'cloning': {
      const options = [...new Set(sd.inPlay.cards)].filter(
        (c) => c !== me && card(c).ia.k !== 'none' && card(c).ia.k !== 'cloning',
      );
      if (options.length) ask(s, { k: 'clone', side, options }, ctx);
      return;
    }
    case 'replace':
      return replace(s, side, ctx);
  }
}

/** Replace: this Robot leaves the game; the top Free Agent joins the team and acts in its place. */
function replace(s: HlState, side: number, ctx: RulesCtx): void {
  const sd = s.sides[side] as Side;
  const me = s.game.card;
  const [top, rest] = drawTop(s.fa);
  const id = top[0];
  if (id === undefined || !sd.inPlay.cards.includes(me)) return;
  s.fa = rest;
  const i = sd.inPlay.cards.indexOf(me);
  sd.inPlay = { ...sd.inPlay, cards: [id, ...sd.inPlay.cards.filter((_, k) => k !== i)] };
  sd.out = { ...sd.out, cards: [me, ...sd.out.cards] };
  if (sd.seat !== null) sd.roster = [...sd.roster.filter((c) => c !== me), id];
  ctx.log('hl.replace', { team: teamName(s, side), gone: card(me).name, card: card(id).name });
  s.game.card = id;
  const t = sd.threat;
  if (t && t.card === me) {
    // Extra innings: the batters were already placed; the newcomer's take their place.
    sd.threat = null;
    placeThreat(s, side);
  }
  runIa(s, side, card(id).ia, ctx);
}

/** Who chooses: a seat waits with a prompt; the solo AI takes the first (greediest) option. */
export function ask(s: HlState, p: Pending, ctx: RulesCtx): void {
  const n = p.k === 'cancel' || p.k === 'remove' ? distinct(s, p).length : optionCount(p);
  if (p.k === 'cancel' || p.k === 'remove') p.sets = distinct(s, p);
  if (n === 0) return;
  if (n === 1 || s.sides[p.side]?.seat === null) return settle(s, p, 0, ctx);
  s.pending = p;
}

const optionCount = (p: Pending): number =>
  p.k === 'cancel' || p.k === 'remove' ? p.sets.length : p.options.length;

/** Cancel or remove sets with the same result kept only once (two singles are alike). */
function distinct(s: HlState, p: Extract<Pending, { k: 'cancel' | 'remove' }>): number[][] {
  const seen = new Set<string>();
  const sd = s.sides[p.target] as Side;
  return p.sets.filter((set) => {
    const key =
      p.k === 'cancel'
        ? (sd.threat?.results ?? []).filter((_, i) => !set.includes(i)).join()
        : sd.bases.map((b, i) => (set.includes(i) ? null : b)).join();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Carries out option i of a decision. */
export function settle(s: HlState, p: Pending, i: number, ctx: RulesCtx): void {
  s.pending = null;
  switch (p.k) {
    case 'cancel': {
      const sd = s.sides[p.target] as Side;
      const t = sd.threat;
      const set = p.sets[i] ?? [];
      if (!t) return;
      ctx.log('hl.cancel', {
        team: teamName(s, p.target),
        hits: set.map((k) => t.results[k]).join(', '),
      });
      t.results = t.results.filter((_, k) => !set.includes(k));
      if (t.results.length === 0) sd.threat = null;
      return;
    }
    case 'remove': {
      const set = p.sets[i] ?? [];
      removeRunners(s.sides[p.target] as Side, set);
      ctx.log('hl.pickedOff', { team: teamName(s, p.target), n: set.length });
      return;
    }
    case 'clone': {
      const id = p.options[i] ?? '';
      ctx.log('hl.clone', { team: teamName(s, p.side), card: card(id).name });
      return runIa(s, p.side, card(id).ia, ctx);
    }
    case 'minors': {
      const id = p.options[i] ?? '';
      const sd = s.sides[p.side] as Side;
      const at = sd.minors.cards.indexOf(id);
      sd.minors = { ...sd.minors, cards: sd.minors.cards.filter((_, k) => k !== at) };
      sd.inPlay = { ...sd.inPlay, cards: [id, ...sd.inPlay.cards] };
      sd.roster = [...sd.roster, id];
      ctx.log('hl.callUp', { team: teamName(s, p.side), card: card(id).name });
      return;
    }
    case 'save':
      throw new Error('a Visitor Save is settled by the mini-game, not by an action');
  }
}
