/**
 * npx tsx scripts/showdown/flow.ts [games] [level] [stop] [botStop]
 * How often a person is asked to decide in a Showdown game (docs/games/showdown.md, "The
 * flow"): seeded games, seat 0 the person and seat 1 the bot, both played by the heuristic
 * through the module's prompts. Counts the person's decisions per at-bat, how many of them
 * were pure passes (pass the only legal action), and, with two people at the table, how
 * often the handoff cover would be raised (the decision changes hands and the next person
 * would see a container the other may not). `stop`: the stop-at-every-window option for
 * the person ('playable', the default, or 'every'); `botStop` the same for the bot ('every'
 * for both reproduces the flow before windows skipped anyone).
 */
import { seesBeyond } from '../../src/engine/knowledge';
import { flowCounts } from './flow-counts';

const games = Number(process.argv[2] ?? 20);
const level = process.argv[3] ?? 'advanced';
const stop = process.argv[4] ?? 'playable';
const botStop = process.argv[5] ?? 'playable';

const c = flowCounts({
  games,
  level,
  stop,
  seed: 'flow',
  covers: seesBeyond,
  extra: { stop1: botStop },
});
const per = (n: number, d: number) => (d ? (n / d).toFixed(2) : '-');
console.log(`${games} games, level ${level}, person stops at: ${stop}, bot at: ${botStop}`);
console.log(
  `at-bats ${c.atBats} (${per(c.atBats, c.innings)} per inning), person decisions ${c.decisions} ` +
    `(${per(c.decisions, c.atBats)} per at-bat, ${per(c.decisions, c.innings)} per inning)`,
);
console.log(
  `pure passes ${c.forced} (${per(c.forced, c.decisions)} of decisions), chose pass ${c.passes}`,
);
console.log(
  `two people: handoffs ${c.handoffs}, covers ${c.covers} (${per(c.covers, c.atBats)} per at-bat; ` +
    `${c.coversAllPrivate}, ${per(c.coversAllPrivate, c.atBats)}, if every decision showed the hand)`,
);
console.log(`person decisions by phase: ${JSON.stringify(c.byPhase)}`);
