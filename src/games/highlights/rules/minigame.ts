/**
 * A mini-game (DETAIL D'UN TOUR DE JEU, Fin d'un mini-jeu, EXTRA INNINGS): cards played in
 * turn, each one's immediate action, then the previous player's threatened hits, then its own
 * batters; the Visitor Save; extra innings with face-down picks until someone leads.
 */
import type { RulesCtx } from '../../../engine/types';
import { putTop } from '../../../engine/zones';
import { card } from '../content';
import type { HlState, SaveFrom, Side } from '../state';
import { canDraw, clearTable, drawHand, drawOne, take, teamName, toInPlay } from './cards';
import { letterOf, runIa } from './ia';
import { placeThreat, resolveThreat } from './threats';

const sideOf = (s: HlState, i: number): Side => s.sides[i] as Side;
const isHuman = (s: HlState, i: number): boolean => sideOf(s, i).seat !== null;

/** The play order: visitor and home alternate; Hot Pepper rounds go 1-2-3 then 1-3-2. */
export function playOrder(players: readonly number[], home: number): number[] {
  if (players.length === 2) {
    const visitor = players[0] === home ? (players[1] as number) : (players[0] as number);
    return Array.from({ length: 12 }, (_, k) => (k % 2 === 0 ? visitor : home));
  }
  const [p1 = 0, p2 = 1, p3 = 2] = players;
  return Array.from({ length: 6 }, (_, r) => (r % 2 === 0 ? [p1, p2, p3] : [p1, p3, p2])).flat();
}

/** A fresh board for a side at the start of a mini-game. */
function resetBoard(sd: Side): void {
  sd.runs = 0;
  sd.bases = [null, null, null];
  sd.threat = null;
  sd.tally = { placed: 0, crossed: 0, removed: 0 };
  sd.played = 0;
  sd.nextHits = [];
  sd.nextIfNatural = [];
  sd.boost = [];
  sd.mods = [];
}

/**
 * MISE EN PLACE AVANT MINI-JEU: each seat with an On Deck card first decides what to do with
 * it (keep, discard, or on top of the Lineup), then draws 6; the AI draws nothing.
 */
export function startMiniGame(s: HlState, players: number[], home: number, ctx: RulesCtx): void {
  const seq = playOrder(players, home);
  s.game = {
    players,
    home,
    seq,
    at: 0,
    step: 'next',
    then: 'turn',
    extra: 0,
    card: '',
    opp: null,
    winner: -1,
  };
  s.phase = 'prep';
  for (const i of players) {
    const sd = sideOf(s, i);
    resetBoard(sd);
    if (sd.seat === null) sd.prep = 'ready';
    else if (sd.onDeck.cards.length) sd.prep = 'deck';
    else {
      drawHand(sd, 6, ctx, teamName(s, i));
      sd.prep = 'stash';
    }
  }
  const n = s.results.length + 1;
  if (home >= 0) ctx.log('hl.gameStart', { home: teamName(s, home), n });
  else ctx.log('hl.gameStart3', { n });
  startIfReady(s, ctx);
}

/** On Deck before the draw: kept, discarded, or put on top of the Lineup. */
export function onDeckChoice(s: HlState, i: number, to: 'keep' | 'discard' | 'top', ctx: RulesCtx) {
  const sd = sideOf(s, i);
  const cards = sd.onDeck.cards;
  if (to === 'discard') sd.dugout = putTop(sd.dugout, cards);
  if (to === 'top') sd.lineup = putTop(sd.lineup, cards, sd.onDeck.$zone);
  if (to !== 'keep') sd.onDeck = { ...sd.onDeck, cards: [] };
  ctx.log(`hl.onDeck.${to}`, { team: teamName(s, i) });
  drawHand(sd, 6, ctx, teamName(s, i));
  sd.prep = to === 'keep' ? 'ready' : 'stash';
  startIfReady(s, ctx);
}

/** A hand card set face down On Deck (and one more drawn), or none. */
export function stash(s: HlState, i: number, id: string | null, ctx: RulesCtx): void {
  const sd = sideOf(s, i);
  if (id !== null) {
    const [hand] = take(sd.hand, id);
    sd.hand = hand;
    sd.onDeck = putTop(sd.onDeck, [id]);
    ctx.log('hl.stash', { team: teamName(s, i) });
    drawHand(sd, 1, ctx, teamName(s, i));
  }
  sd.prep = 'ready';
  startIfReady(s, ctx);
}

function startIfReady(s: HlState, ctx: RulesCtx): void {
  if (!s.game.players.every((i) => sideOf(s, i).prep === 'ready')) return;
  s.phase = 'play';
  proceed(s, ctx);
}

/** Step 1 then 2: the card goes to In Play and its immediate action is resolved. */
function beginCard(s: HlState, side: number, id: string, ctx: RulesCtx): void {
  const g = s.game;
  const sd = sideOf(s, side);
  toInPlay(sd, id);
  sd.played++;
  g.card = id;
  g.opp = g.at > 0 ? (g.seq[g.at - 1] ?? null) : g.players.length === 2 ? (g.seq[1] ?? null) : null;
  g.then = 'turn';
  g.step = 'ia';
  ctx.log('hl.play', { team: teamName(s, side), card: card(id).name });
  runIa(s, side, card(id).ia, ctx);
}

/** A card played from the hand. */
export function playCard(s: HlState, side: number, id: string, ctx: RulesCtx): void {
  const sd = sideOf(s, side);
  sd.hand = take(sd.hand, id)[0];
  beginCard(s, side, id, ctx);
  proceed(s, ctx);
}

/** Pinch Hitting: a PH card to the Dugout, the On Deck or top Lineup card played instead. */
export function pinchHit(
  s: HlState,
  side: number,
  id: string,
  from: 'onDeck' | 'lineup',
  ctx: RulesCtx,
): void {
  const sd = sideOf(s, side);
  sd.hand = take(sd.hand, id)[0];
  sd.dugout = putTop(sd.dugout, [id]);
  ctx.log('hl.pinch', { team: teamName(s, side), card: card(id).name });
  let sub: string | null;
  if (from === 'onDeck') {
    sub = sd.onDeck.cards[0] ?? null;
    sd.onDeck = { ...sd.onDeck, cards: [] };
  } else sub = drawOne(sd, ctx, teamName(s, side));
  if (sub === null) throw new Error('pinch hitting with nothing to bring in');
  beginCard(s, side, sub, ctx);
  proceed(s, ctx);
}

/** Runs the rules on until a seat must decide. */
export function proceed(s: HlState, ctx: RulesCtx): void {
  for (;;) {
    if (s.pending || s.phase !== 'play') return;
    const g = s.game;
    if (g.step === 'ia') {
      if (g.then === 'turn') {
        const prev = g.at > 0 ? g.seq[g.at - 1] : undefined;
        if (prev !== undefined) resolveThreat(s, prev, ctx);
        placeThreat(s, g.seq[g.at] as number);
        g.at++;
        g.step = 'next';
      } else if (g.then === 'save') {
        return endRegulation(s, ctx);
      } else if (g.then === 'extraHome') {
        const visitor = otherPlayer(s, g.home);
        g.then = 'extraVisitor';
        g.card = sideOf(s, visitor).inPlay.cards[0] ?? '';
        g.opp = g.home;
        runIa(s, visitor, card(g.card).ia, ctx);
        continue;
      } else {
        resolveThreat(s, g.home, ctx);
        resolveThreat(s, otherPlayer(s, g.home), ctx);
        return extraCheck(s, ctx);
      }
    }
    if (g.step !== 'next') return;
    if (g.at < g.seq.length) {
      const side = g.seq[g.at] as number;
      if (isHuman(s, side)) {
        g.step = 'play';
        return;
      }
      const id = drawOne(sideOf(s, side), ctx, teamName(s, side));
      if (id === null) throw new Error('the AI has no card to play');
      beginCard(s, side, id, ctx);
      continue;
    }
    return startSave(s, ctx);
  }
}

const otherPlayer = (s: HlState, i: number): number => s.game.players.find((p) => p !== i) ?? i;

/** Who may make the Visitor Save: the visitor, or Player 1 in Hot Pepper. */
export const saverOf = (s: HlState): number =>
  s.game.players.length === 2 ? otherPlayer(s, s.game.home) : (s.game.seq[0] as number);

function startSave(s: HlState, ctx: RulesCtx): void {
  const i = saverOf(s);
  const sd = sideOf(s, i);
  const options: SaveFrom[] = ['none'];
  if (sd.onDeck.cards.length) options.push('onDeck');
  if (canDraw(sd)) options.push('lineup');
  if (sd.seat === null || options.length === 1) return endRegulation(s, ctx);
  s.game.step = 'save';
  s.pending = { k: 'save', side: i, options };
}

/** The Visitor Save: the card is shown and only a defensive action is used; then the Dugout. */
export function visitorSave(s: HlState, from: SaveFrom, ctx: RulesCtx): void {
  const i = saverOf(s);
  const sd = sideOf(s, i);
  s.pending = null;
  if (from === 'none') return endRegulation(s, ctx);
  let id: string | null;
  if (from === 'onDeck') {
    id = sd.onDeck.cards[0] ?? null;
    sd.onDeck = { ...sd.onDeck, cards: [] };
  } else id = drawOne(sd, ctx, teamName(s, i));
  if (id === null) return endRegulation(s, ctx);
  sd.dugout = putTop(sd.dugout, [id]);
  ctx.log('hl.save', { team: teamName(s, i), card: card(id).name });
  if (letterOf(card(id).ia) !== 'D') return endRegulation(s, ctx);
  const g = s.game;
  g.card = id;
  g.opp = g.seq[g.seq.length - 1] ?? null;
  g.then = 'save';
  g.step = 'ia';
  runIa(s, i, card(id).ia, ctx);
  proceed(s, ctx);
}

/** The last threatened hits, then the score: a winner, extra innings, or (Hot Pepper) points. */
function endRegulation(s: HlState, ctx: RulesCtx): void {
  const g = s.game;
  for (const p of [...g.seq].reverse()) resolveThreat(s, p, ctx);
  if (g.players.length === 3) return finish(s, -1, ctx);
  const [a = 0, b = 0] = g.players;
  const ra = sideOf(s, a).runs;
  const rb = sideOf(s, b).runs;
  if (ra !== rb) return finish(s, ra > rb ? a : b, ctx);
  ctx.log('hl.extra', { runs: ra });
  nextExtra(s, ctx);
}

/** EXTRA INNINGS: hands refilled by 3 when empty, then each seat picks face down. */
function nextExtra(s: HlState, ctx: RulesCtx): void {
  const g = s.game;
  g.extra++;
  for (const i of g.players) {
    const sd = sideOf(s, i);
    if (sd.seat !== null && sd.hand.cards.length === 0) drawHand(sd, 3, ctx, teamName(s, i));
  }
  // A side with no card left cannot go on: the other side wins (both out: the home side).
  const out = g.players.filter((i) =>
    isHuman(s, i) ? sideOf(s, i).hand.cards.length === 0 : !canDraw(sideOf(s, i)),
  );
  if (out.length)
    return finish(s, out.length === 2 ? g.home : otherPlayer(s, out[0] as number), ctx);
  g.step = 'pick';
  revealIfPicked(s, ctx);
}

/** A card chosen face down for the extra inning. */
export function pickCard(s: HlState, side: number, id: string, ctx: RulesCtx): void {
  const sd = sideOf(s, side);
  sd.hand = take(sd.hand, id)[0];
  sd.pick = putTop(sd.pick, [id]);
  ctx.log('hl.picked', { team: teamName(s, side) });
  revealIfPicked(s, ctx);
}

/** Once every seat has picked: both cards shown, batters placed, Home's action then Visitor's. */
function revealIfPicked(s: HlState, ctx: RulesCtx): void {
  const g = s.game;
  if (g.players.some((i) => isHuman(s, i) && sideOf(s, i).pick.cards.length === 0)) return;
  const order = [g.home, otherPlayer(s, g.home)];
  for (const i of order) {
    const sd = sideOf(s, i);
    const id = sd.seat !== null ? sd.pick.cards[0] : drawOne(sd, ctx, teamName(s, i));
    if (id === undefined || id === null) throw new Error('extra inning without a card');
    sd.pick = { ...sd.pick, cards: [] };
    toInPlay(sd, id);
    sd.played++;
    ctx.log('hl.reveal', { team: teamName(s, i), card: card(id).name });
  }
  for (const i of order) placeThreat(s, i);
  g.card = sideOf(s, g.home).inPlay.cards[0] ?? '';
  g.opp = otherPlayer(s, g.home);
  g.then = 'extraHome';
  g.step = 'ia';
  runIa(s, g.home, card(g.card).ia, ctx);
  proceed(s, ctx);
}

function extraCheck(s: HlState, ctx: RulesCtx): void {
  const [a = 0, b = 0] = s.game.players;
  const ra = sideOf(s, a).runs;
  const rb = sideOf(s, b).runs;
  if (ra !== rb) return finish(s, ra > rb ? a : b, ctx);
  nextExtra(s, ctx);
}

/** The mini-game is over: unplayed extra-inning cards go to the Dugout. */
function finish(s: HlState, winner: number, ctx: RulesCtx): void {
  const g = s.game;
  g.step = 'done';
  g.winner = winner;
  s.pending = null;
  for (const i of g.players) {
    const sd = sideOf(s, i);
    sd.dugout = putTop(sd.dugout, [...sd.hand.cards, ...sd.pick.cards]);
    sd.hand = { ...sd.hand, cards: [] };
    sd.pick = { ...sd.pick, cards: [] };
    sd.threat = null;
  }
  const runs = g.players.map((i) => sideOf(s, i).runs).sort((a, b) => b - a);
  s.results.push({
    part: s.match.plan[s.match.at]?.kind ?? 'ws',
    runs: s.sides.map((sd, i) => (g.players.includes(i) ? sd.runs : -1)),
    winner,
    home: g.home,
  });
  ctx.log(winner >= 0 ? 'hl.gameWon' : 'hl.gameOver', {
    team: winner >= 0 ? teamName(s, winner) : '-',
    score: runs.join('-'),
  });
}

export { clearTable };
