/**
 * `measure.ts bound`: what managing is worth against random play, at a rules level.
 *
 * Rows (the four ready-made teams, every ordered pairing in turn, seats alternating):
 * - heuristic: the normal-level bot against the random manager;
 * - passing: a manager who never substitutes and never plays a card (he brings in the
 *   best reliever only when a rule requires one), against the heuristic and against random;
 * - ceiling: the heuristic managing the team's ceiling (below) against random. A real team
 *   cannot field it: it is what pinch hitters and pitching changes would be worth if they
 *   could put the best bench bat in every weaker slot and the best arm on every mound.
 *
 * The ceiling's cards are patched into the content objects in memory for the game and
 * restored after it (this process only; nothing is written). Rules read a player's chart
 * from his card, so the patch reaches every swing.
 */
import { chooseAction, type BotConfig } from '../../../src/engine/bots';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import { startTable, step } from '../../../src/engine/session';
import { showdownModule as M, type ShowdownAction } from '../../../src/games/showdown';
import { strengthOf } from '../../../src/games/showdown/bot/value';
import { card, TEAMS } from '../../../src/games/showdown/content';
import type { Level } from './sim';
import { wilson } from './stats';

type Manager = 'heuristic' | 'random' | 'passing';

/**
 * Each team's cards before any patching: its hitters (the written regulars and the bench),
 * its best bench bat and its best pitcher by the bot's strength (the points formula).
 */
const TEAM_CARDS = TEAMS.map((team) => {
  const ids = team.roster.map((e) => e.p);
  const regulars = new Set(team.lineup.map((l) => l.p));
  const best = (xs: string[]) => xs.reduce((a, b) => (strengthOf(b) > strengthOf(a) ? b : a));
  const hitters = ids.filter((p) => card(p).kind === 'hitter');
  const bench = hitters.filter((p) => !regulars.has(p));
  return {
    ids,
    hitters,
    bench: bench.length ? { ...card(best(bench)) } : null,
    arm: { ...card(best(ids.filter((p) => card(p).kind === 'pitcher'))) },
  };
});

/**
 * Makes a team the ceiling of what managing it could field, for one game; returns the undo.
 * Every hitter weaker than the best bench bat hits like him (On-Base, Speed, chart): no
 * pinch hitter can put a better bat in a slot. Every pitcher pitches like the best pitcher
 * (Control, chart) with his own IP: no pitching change can put better stuff on the mound.
 */
function ceiling(teamIndex: number): () => void {
  const team = TEAM_CARDS[teamIndex];
  if (!team) throw new Error(`no team ${teamIndex}`);
  const { ids, hitters, bench, arm } = team;
  const saved = ids.map((p) => ({ ...card(p) }));
  for (const p of hitters) {
    if (bench?.kind === 'hitter' && strengthOf(p) < strengthOf(bench.id))
      Object.assign(card(p), { onBase: bench.onBase, speed: bench.speed, chart: bench.chart });
  }
  for (const p of ids) {
    if (arm.kind === 'pitcher' && card(p).kind === 'pitcher')
      Object.assign(card(p), { control: arm.control, chart: arm.chart });
  }
  return () => ids.forEach((p, i) => Object.assign(card(p), saved[i]));
}

const HEURISTIC: BotConfig = { kind: 'heuristic' };

function decide(
  who: Manager,
  g: Parameters<typeof M.view>[0],
  seat: number,
  seed: string,
  level: Level,
  rng: ReturnType<typeof makeRng>,
): ShowdownAction {
  const actions = M.actions(g, seat);
  if (who === 'random') return rng.pick(actions);
  if (who === 'passing') {
    const pass = actions.find((a) => a.t === 'pass');
    if (pass) return pass;
  }
  const req = { view: M.view(g, seat), seat, actions, seats: 2, options: { level }, seed };
  return chooseAction(M, req, HEURISTIC);
}

/** One game; the first manager's run difference and whether he won. */
function game(
  level: Level,
  i: number,
  managers: [Manager, Manager],
  stars: boolean,
): { win: boolean; margin: number } {
  const me = i % 2;
  const a = Math.floor(i / 2) % 4;
  const b = (a + 1 + (Math.floor(i / 8) % 3)) % 4;
  const teams = me === 0 ? [a, b] : [b, a];
  const undo = stars ? ceiling(teams[me] as number) : () => {};
  try {
    const options = {
      level,
      team0: TEAMS[teams[0] as number]?.id ?? '',
      team1: TEAMS[teams[1] as number]?.id ?? '',
    };
    const seats = [0, 1].map((k) => ({ name: `Seat ${k + 1}`, kind: 'bot' as const }));
    let table = startTable(M, { seed: `bound-${i}`, seats, options }).table;
    const rng = makeRng(parseSeed(`bound-play-${i}`));
    for (let n = 0; ; n++) {
      const ps = M.prompts(table.g);
      if (!ps.length) break;
      const seat = (ps[0] as { seat: number }).seat;
      const who = seat === me ? managers[0] : managers[1];
      table = step(M, table, seat, decide(who, table.g, seat, `${i}:${n}`, level, rng)).table;
    }
    const o = M.outcome(table.g);
    if (!o) throw new Error('showdown: a bound game did not end');
    return { win: o.rank[me] === 1, margin: (o.scores[me] ?? 0) - (o.scores[1 - me] ?? 0) };
  } finally {
    undo();
  }
}

function row(label: string, level: Level, games: number, m: [Manager, Manager], stars = false) {
  let won = 0;
  let margin = 0;
  for (let i = 0; i < games; i++) {
    const r = game(level, i, m, stars);
    if (r.win) won++;
    margin += r.margin;
  }
  const [lo, hi] = wilson(won, games);
  const pct = ((100 * won) / games).toFixed(1);
  const runs = (margin / games).toFixed(2);
  console.log(
    `  ${label}: wins ${pct}% of ${games} (${lo.toFixed(1)}-${hi.toFixed(1)}%), ${runs} runs a game ahead`,
  );
}

export function bound(games: number, level: Level): void {
  console.log(`bound at the ${level} level, the four teams rotated, seats alternating:`);
  row('heuristic vs random', level, games, ['heuristic', 'random']);
  row('heuristic vs passing', level, games, ['heuristic', 'passing']);
  row('passing vs random', level, games, ['passing', 'random']);
  row('ceiling heuristic vs random', level, games, ['heuristic', 'random'], true);
}
