/** A card knocked out of In Play (Error!: Quick Eye Cyborg out, Bean Ball). */
import type { RulesCtx } from '../../../engine/types';
import { card } from '../content';
import type { HlState, Pending, Side } from '../state';
import { teamName } from './cards';

/**
 * Takes card `id` out of a side's In Play with its threatened hits. It leaves the game and a
 * Minor Leaguer of the owner's choice takes its place (the returned decision); with nobody in
 * the Minor Leagues it goes to the Dugout instead, so the roster stays at 15 (decision).
 */
export function removeFromPlay(
  s: HlState,
  victim: number,
  id: string,
  ctx: RulesCtx,
): Pending | null {
  const sd = s.sides[victim] as Side;
  const at = sd.inPlay.cards.indexOf(id);
  if (at < 0) return null;
  sd.inPlay = { ...sd.inPlay, cards: sd.inPlay.cards.filter((_, k) => k !== at) };
  if (sd.threat?.card === id) sd.threat = null;
  if (sd.minors.cards.length === 0) {
    sd.dugout = { ...sd.dugout, cards: [id, ...sd.dugout.cards] };
    ctx.log('hl.knockedOutNoMinors', { team: teamName(s, victim), card: card(id).name });
    return null;
  }
  sd.out = { ...sd.out, cards: [id, ...sd.out.cards] };
  sd.roster = sd.roster.filter((c) => c !== id);
  ctx.log('hl.knockedOut', { team: teamName(s, victim), card: card(id).name });
  return { k: 'minors', side: victim, options: [...sd.minors.cards] };
}
