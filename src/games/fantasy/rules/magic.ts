/**
 * §4 Play Ball 2, the magic window's moves: in Turn Order each manager may flip one unused
 * bench card face up and use its ability (abilities.ts), or pass; a pending ability takes
 * its user's choices (choices.ts lists them, effects.ts applies them). Who is next in the
 * window, and the battles once it closes, are flow.ts.
 */
import { must, type RulesCtx } from '../../../engine/types';
import { charInfo } from '../content';
import { ABILITY_TEXT } from '../content/abilities';
import type { CharId } from '../types';
import type { FantasyAction, FantasyState } from '../state';
import { begin } from './abilities';
import { abilityChoices, abilitySection, sameAction } from './choices';
import { applyChoice } from './effects';
import { afterMagic } from './flow';
import { windowManager } from './week';
import { copyMgr, mgr, putMgr, who, without, withCards } from './zones';

const MAGIC = '§4 Play Ball 2 (magic abilities)';

/** Flip bench card `c` face up and use its ability. */
export function useMagic(s: FantasyState, m: number, c: CharId, ctx: RulesCtx): FantasyState {
  must(windowManager(s) === m, 'not-your-magic', MAGIC, 'magic goes in Turn Order');
  const g = mgr(s, m);
  must(g.bench.cards.includes(c), 'not-on-bench', MAGIC, 'flip one of your unused bench cards');
  const flipped = copyMgr(g);
  flipped.bench = without(g.bench, c);
  flipped.used = withCards(g.used, c);
  const next = putMgr(s, m, flipped);
  const ab = charInfo(c).ability;
  ctx.log('fantasy.log.magic', {
    seat: who(s, m),
    card: charInfo(c).card.name,
    ability: ABILITY_TEXT[ab].name,
  });
  return afterMagic(begin(next, m, ab, c, false, ctx), ctx);
}

/** Use no magic this week. */
export function passMagic(s: FantasyState, m: number, ctx: RulesCtx): FantasyState {
  must(windowManager(s) === m, 'not-your-magic', MAGIC);
  ctx.log('fantasy.log.magicPass', { seat: who(s, m) });
  return afterMagic(s, ctx);
}

/** Manager `m` makes a choice for their pending ability. */
export function choose(s: FantasyState, m: number, a: FantasyAction, ctx: RulesCtx): FantasyState {
  const p = s.pending;
  must(p && p.m === m, 'no-pending-ability', abilitySection(p));
  must(
    abilityChoices(s).some((x) => sameAction(x, a)),
    'bad-choice',
    abilitySection(p),
  );
  return afterMagic(applyChoice(s, p, a, ctx), ctx);
}
