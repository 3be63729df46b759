/**
 * The season's order in one place: after every action, small named checks ask whether a step
 * is over and start the next one. Phases never call back up here.
 */
import type { RulesCtx } from '../../../engine/types';
import type { GmState } from '../state';
import { finalOver, leagueOver, startFinal, startLeague, startTeam, teamOver } from './dice';
import { draftOver, pickOver, reveal, startDraft } from './draft';
import { arbOver, promote, scoreSeason } from './season';
import { chooseOver } from './setup';

/** One step of the season's order, or null when nothing is over. */
function nextStep(s: GmState, ctx: RulesCtx): GmState | null {
  if (chooseOver(s)) return startDraft(s, ctx);
  if (pickOver(s)) {
    const shown = reveal(s, ctx);
    return draftOver(shown) ? startTeam(shown, ctx) : shown;
  }
  if (teamOver(s)) return startLeague(s, ctx);
  if (leagueOver(s)) return startFinal(s);
  if (finalOver(s)) return scoreSeason(s, ctx);
  if (arbOver(s)) return startDraft(promote(s, ctx), ctx);
  return null;
}

/** Runs the checks until the game waits for a decision. */
export function advance(s: GmState, ctx: RulesCtx): GmState {
  let cur = s;
  for (let guard = 0; guard < 50; guard++) {
    const next = nextStep(cur, ctx);
    if (next === null) return cur;
    cur = next;
  }
  throw new Error('gm: the season order did not settle');
}
