/**
 * How often a roll window stops a person in Lords (issue 27 item 2, docs/games/lords.md "Who a
 * roll asks"): a basic 3-year game of one person (seat 0) and two bots, the person played by
 * the normal bot (the heuristic: a person who spends media as the bots do). Shared by
 * scripts/lords/roll-passes.ts (the figures in the docs) and the unit test that holds the bar.
 */
import type { BotConfig } from '../../src/engine/bots';
import { defaultOptions, parseOptions } from '../../src/engine/options';
import { playGame } from '../../src/engine/play';
import { lordsModule } from '../../src/games/lords';
import type { LordsAction, LordsState } from '../../src/games/lords/state';

/** The seat of the person whose decisions are counted. */
export const PERSON = 0;

export interface RollPasses {
  /** The person's moves that answered a prompt of his. */
  decisions: number;
  /** Of those, the passes in a roll window ("Let it stand"). */
  passes: number;
  /** The roll-window answers that changed something (media, a roll card, a challenge). */
  answers: number;
  /** The passes by what the roll decides (the window's purpose). */
  byPurpose: Map<string, number>;
}

/** Plays one game from `seed` with two `bot`s and counts the person's roll-window passes. */
export function rollPassesOf(seed: string, bot: BotConfig): RollPasses {
  const options = parseOptions(lordsModule.meta, 3, defaultOptions(lordsModule.meta));
  const out: RollPasses = { decisions: 0, passes: 0, answers: 0, byPurpose: new Map() };
  const r = playGame(lordsModule, {
    seed,
    seats: 3,
    options,
    bots: [{ kind: 'heuristic' }, bot, bot],
    onMove(before, seat, action) {
      if (seat !== PERSON) return;
      const s = before.g as LordsState;
      if (!lordsModule.prompts(s).some((p) => p.seat === PERSON)) return;
      out.decisions++;
      const a = action as LordsAction;
      const w = s.window;
      if (w?.k !== 'roll') return;
      if (a.t === 'respond') {
        out.passes++;
        out.byPurpose.set(w.purpose.k, (out.byPurpose.get(w.purpose.k) ?? 0) + 1);
      } else if (a.t === 'media' || a.t === 'rollCard' || a.t === 'challenge') out.answers++;
    },
  });
  if (r.error) throw new Error(`game ${seed}: ${r.error}`);
  return out;
}
