/**
 * §2 Free Agency (months 2+): managers + 2 Free Agents are flipped; in Waiver Order each
 * manager may take one and must at once give one of theirs back to the pool. A7: a manager
 * holding a Recruit character may instead draw 3, keep 1 and give one back. A1: leftovers
 * are shuffled into the Character Deck (option: to the Discard Pile).
 */
import { zone } from '../../../engine/hidden';
import { ref } from '../../../engine/messages';
import { must, type RulesCtx } from '../../../engine/types';
import { charInfo } from '../content';
import type { CharId } from '../types';
import type { FantasyState, FantasyView } from '../state';
import { activeEvent } from './battle';
import { startSet } from './lineups';
import { draw, edit, emptied, mgr, setMgr, shuffleIn, who, withCards, without } from './zones';

const FA = '§2 Free Agency';

export function startFreeAgency(s: FantasyState, ctx: RulesCtx): FantasyState {
  const k = s.n + 2 + (activeEvent(s)?.faExtra ?? 0);
  const [flip, charDeck] = draw(s.charDeck, k);
  ctx.log('fantasy.log.faPool', { cards: flip.map((c) => charInfo(c).card.name).join(', ') });
  const next: FantasyState = edit(s, {
    phase: 'fa',
    charDeck,
    pool: zone('all', flip),
    fa: { at: 0, step: 'choose' },
  });
  return skipToSeat(next, ctx);
}

/** The manager whose Free Agency chance it is. */
export function faManager(s: FantasyView): number {
  return s.order[s.fa?.at ?? 0] ?? 0;
}

/** Moves on to the next manager in Waiver Order who plays Free Agency (solo automata don't). */
function skipToSeat(s: FantasyState, ctx: RulesCtx): FantasyState {
  let at = s.fa?.at ?? 0;
  while (at < s.n && mgr(s, s.order[at] ?? 0).kind !== 'seat') at++;
  if (at < s.n) return edit(s, { fa: { at, step: 'choose' } });
  const left = s.pool.cards;
  let next: FantasyState = edit(s, { pool: emptied(s.pool), fa: null });
  if (s.opt.leftovers === 'discard') next = edit(next, { discard: withCards(s.discard, ...left) });
  else next = edit(next, { charDeck: shuffleIn(s.charDeck, left, ctx.rng) });
  ctx.log('fantasy.log.faDone', {
    n: left.length,
    to: ref(s.opt.leftovers === 'discard' ? 'fantasy.w.discardPile' : 'fantasy.w.charDeck'),
  });
  return startSet(next, ctx);
}

function check(s: FantasyState, m: number, step: 'choose' | 'keep' | 'release'): void {
  must(s.phase === 'fa' && s.fa, 'not-free-agency', FA);
  must(faManager(s) === m, 'not-your-turn', FA, 'Free Agency goes in Waiver Order');
  must(s.fa.step === step, `not-${step}-step`, FA);
}

/** Take Free Agent `c`; the give-back follows. */
export function sign(s: FantasyState, m: number, c: CharId, ctx: RulesCtx): FantasyState {
  check(s, m, 'choose');
  must(s.pool.cards.includes(c), 'not-a-free-agent', FA);
  ctx.log('fantasy.log.sign', { seat: who(s, m), card: charInfo(c).card.name });
  return edit(s, {
    pool: without(s.pool, c),
    drawn: zone('all', [c]),
    fa: { at: s.fa?.at ?? 0, step: 'release' },
  });
}

/** A7: use Recruit character `c` as the Free Agency action: draw 3 from the Character Deck. */
export function recruitFa(s: FantasyState, m: number, c: CharId, ctx: RulesCtx): FantasyState {
  check(s, m, 'choose');
  must(mgr(s, m).hand.cards.includes(c), 'not-in-hand', '§Abilities: Recruit');
  must(charInfo(c).ability === 'recruit', 'not-a-recruit', '§Abilities: Recruit');
  must(s.charDeck.cards.length > 0, 'deck-empty', '§Abilities: Recruit');
  const [took, charDeck] = draw(s.charDeck, 3);
  ctx.log('fantasy.log.recruitFa', { seat: who(s, m), card: charInfo(c).card.name });
  return edit(s, { charDeck, drawn: zone([m], took), fa: { at: s.fa?.at ?? 0, step: 'keep' } });
}

/** Recruit: keep `c` of the drawn cards; the others go to the bottom of the Character Deck. */
export function keepFa(s: FantasyState, m: number, c: CharId, ctx: RulesCtx): FantasyState {
  check(s, m, 'keep');
  must(s.drawn.cards.includes(c), 'not-drawn', '§Abilities: Recruit');
  const rest = s.drawn.cards.filter((x) => x !== c);
  ctx.log('fantasy.log.keep', { seat: who(s, m) });
  return edit(s, {
    charDeck: withCards(s.charDeck, ...rest),
    drawn: zone([m], [c]),
    fa: { at: s.fa?.at ?? 0, step: 'release' },
  });
}

/** The give-back: `c` from the roster goes into the pool; the new card joins the roster. */
export function release(s: FantasyState, m: number, c: CharId, ctx: RulesCtx): FantasyState {
  check(s, m, 'release');
  const g = mgr(s, m);
  must(g.hand.cards.includes(c), 'not-in-roster', FA, 'give back a character of your roster');
  const hand = withCards(without(g.hand, c), ...s.drawn.cards);
  ctx.log('fantasy.log.release', { seat: who(s, m), card: charInfo(c).card.name });
  const next = setMgr(s, m, { hand });
  const at = (s.fa?.at ?? 0) + 1;
  return skipToSeat(
    edit(next, { pool: withCards(s.pool, c), drawn: zone('all'), fa: { at, step: 'choose' } }),
    ctx,
  );
}

/** Take no Free Agent. */
export function passFa(s: FantasyState, m: number, ctx: RulesCtx): FantasyState {
  check(s, m, 'choose');
  ctx.log('fantasy.log.faPass', { seat: who(s, m) });
  return skipToSeat(edit(s, { fa: { at: (s.fa?.at ?? 0) + 1, step: 'choose' } }), ctx);
}
