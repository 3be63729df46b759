/**
 * npx tsx scripts/showdown/measure.ts <what> [games] [level]
 * Figures for docs/games/showdown.md, at the given rules level (basic, advanced, expert):
 *   speed            random-playout moves per second (two managers, no invariant checks)
 *   bots             the heuristic bot against random play (seats alternate)
 *   fit              fits the strength formula's run values from games between random rosters
 *   predict          how well team points predict runs scored and allowed (random legal teams)
 *   balance          the four ready-made teams against each other, seats and home swapped
 *   seats            home-field and seat effects (heuristic vs heuristic, heuristic vs random)
 *   decks            the ready-made strategy decks against each other, one roster on both sides
 *   cards            each strategy card's value, from games between random decks (one process)
 *   search [games] [level] [iterations] [anchor] [opponent]
 *                    the search bot (fixed iterations; anchor "none" for a plain search;
 *                    PLAYOUT=random for random playouts) against the heuristic or random;
 *                    FROM=n starts at game n, STEP=k plays every k-th game, EACH=1 prints
 *                    every game)
 *   departures [games] [level] [iterations] [anchor]
 *                    where the anchored search would change the heuristic's decisions
 *                    (counted by window and kind; LIST=1 lists them)
 *   budget [_] [level]  the iterations the hard level's search makes in its time
 *   bound            what managing is worth against random play (fit/bound.ts)
 *   tune [games] [rounds]  searches roster swaps for balance at both levels (prints specs)
 *   all              speed and bots
 * Simulations run in child processes (WORKERS=2 by default).
 */
import { playGame } from '../../src/engine/play';
import { levelConfig, mctsSearch } from '../../src/engine/bots';
import { makeRng, parseSeed } from '../../src/engine/rng';
import { startTable } from '../../src/engine/session';
import type { BotConfig } from '../../src/engine/bots';
import type { Options } from '../../src/engine/types';
import { showdownModule } from '../../src/games/showdown';
import { fit } from './fit/fit';
import { cardValues } from './fit/cards';
import { balance, decks, predict, seats } from './fit/report';
import { bound } from './fit/bound';
import { tune } from './fit/tune';
import type { Level } from './fit/sim';

const what = process.argv[2] ?? 'all';
const gamesArg = process.argv[3];
const games = Number(gamesArg ?? 400);
const level = (process.argv[4] ?? 'basic') as Level;
const options: Options = process.argv[4] ? { level: process.argv[4] } : {};

function speed(): void {
  for (let rep = 0; rep < 5; rep++) {
    let moves = 0;
    let i = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < 2000) {
      const r = playGame(showdownModule, {
        seed: `bench-${rep}-${i++}`,
        seats: 2,
        options,
        bots: [],
        checkInvariants: false,
      });
      if (r.error) throw new Error(r.error);
      moves += r.moves.length;
    }
    const perSecond = Math.round(moves / ((performance.now() - t0) / 1000));
    console.log(
      `random playouts: ${perSecond} moves/s (${i} games, ${(moves / i).toFixed(1)} moves each)`,
    );
  }
}

function bots(): void {
  let won = 0;
  let runs = 0;
  for (let i = 0; i < games; i++) {
    const h = i % 2;
    const cfg: BotConfig[] = [0, 1].map((s) => ({ kind: s === h ? 'heuristic' : 'random' }));
    const r = playGame(showdownModule, { seed: `hv-${i}`, seats: 2, options, bots: cfg });
    if (r.outcome?.rank[h] === 1) won++;
    runs += (r.outcome?.scores[0] ?? 0) + (r.outcome?.scores[1] ?? 0);
  }
  console.log(
    `heuristic vs random: ${((100 * won) / games).toFixed(1)}% of ${games} games; ${(runs / games / 2).toFixed(2)} runs per team`,
  );
}

/** The search bot against the heuristic (or random), seats alternating, default teams. */
function search(): void {
  const iterations = Number(process.argv[5] ?? 300);
  const anchorArg = process.argv[6] ?? '2';
  const opponent = (process.argv[7] ?? 'heuristic') as 'heuristic' | 'random';
  const module =
    process.env.PLAYOUT === 'random' ? { ...showdownModule, playout: undefined } : showdownModule;
  const mcts: BotConfig = {
    kind: 'mcts',
    iterations,
    ...(anchorArg === 'none' ? {} : { anchor: Number(anchorArg) }),
  };
  // FROM=n starts at game n (seed mc-n), so a long measurement can be run in parts and the
  // parts added up; EACH=1 prints every game as it ends (a stopped run keeps what it played).
  // STEP=k plays every k-th game from n, so k processes (FROM=n, n+1, ...) share one range.
  const from = Number(process.env.FROM ?? 0);
  const step = Number(process.env.STEP ?? 1);
  let won = 0;
  let margin = 0;
  for (let i = from; i < from + games * step; i += step) {
    const me = i % 2;
    const cfg: BotConfig[] = [0, 1].map((s) => (s === me ? mcts : { kind: opponent }));
    const r = playGame(module, { seed: `mc-${i}`, seats: 2, options, bots: cfg });
    if (!r.outcome) throw new Error(r.error ?? 'no outcome');
    const win = r.outcome.rank[me] === 1;
    const diff = (r.outcome.scores[me] ?? 0) - (r.outcome.scores[1 - me] ?? 0);
    if (win) won++;
    margin += diff;
    if (process.env.EACH) console.log(`game mc-${i} seat ${me}: ${win ? 'won' : 'lost'} ${diff}`);
  }
  console.log(
    `search (${iterations} iterations, anchor ${anchorArg}, ${process.env.PLAYOUT ?? 'heuristic'} playouts) vs ${opponent}: ${((100 * won) / games).toFixed(1)}% of ${games} games, ${(margin / games).toFixed(2)} runs a game ahead`,
  );
}

/**
 * Where the search leaves the heuristic: both seats play the heuristic, and at each of the
 * searching seat's decisions with a choice the search (fixed iterations, anchored) is asked
 * too; the decisions it would change are counted by window and kind (seed dep-<i>, the
 * searching seat i mod 2). Lists each change with LIST=1.
 */
function departures(): void {
  const iterations = Number(process.argv[5] ?? 300);
  const anchor = Number(process.argv[6] ?? 2);
  const heuristic = showdownModule.heuristic;
  if (!heuristic) throw new Error('Showdown has no heuristic');
  const kinds = new Map<string, number>();
  let decisions = 0;
  let changed = 0;
  for (let i = 0; i < games; i++) {
    const me = i % 2;
    const seats = [0, 1].map((s) => ({ name: `Seat ${s + 1}`, kind: 'bot' as const }));
    let g = startTable(showdownModule, { seed: `dep-${i}`, seats, options }).table.g;
    const rng = makeRng(parseSeed(`dep-${i}`));
    for (let n = 0; showdownModule.prompts(g).length > 0; n++) {
      const seat = (showdownModule.prompts(g)[0] as { seat: number }).seat;
      const actions = showdownModule.actions(g, seat);
      const view = showdownModule.view(g, seat);
      let a = heuristic(view, seat, [...actions], rng);
      if (seat === me && actions.length > 1) {
        const seed = `dep-${i}-${n}`;
        const req = { view, seat, actions, seats: 2, options, seed };
        const searched = mctsSearch(showdownModule, req, { kind: 'mcts', iterations, anchor });
        const h = heuristic(view, seat, [...actions], makeRng(parseSeed(`anchor:${seed}`)));
        decisions++;
        if (JSON.stringify(searched.action) !== JSON.stringify(h)) {
          changed++;
          const k = `${g.phase}: ${h.t} -> ${searched.action.t}`;
          kinds.set(k, (kinds.get(k) ?? 0) + 1);
          if (process.env.LIST)
            console.log(
              `dep-${i} inning ${g.inning}.${g.half} ${k}`,
              JSON.stringify(searched.action),
            );
          a = searched.action;
        }
      }
      g = showdownModule.apply(g, seat, a, { rng, log() {} });
    }
  }
  const pct = ((100 * changed) / decisions).toFixed(1);
  console.log(
    `the search (${iterations} iterations, anchor ${anchor}) changed ${changed} of ${decisions} decisions (${pct}%) in ${games} games`,
  );
  for (const [k, n] of [...kinds].sort((x, y) => y[1] - x[1])) console.log(`  ${n}  ${k}`);
}

/**
 * How many iterations the hard level's search makes in its 1.5 s (levelConfig): the
 * heuristic plays both seats of one game (seed budget-1), and every 10th decision with a
 * choice is also searched for the time, up to 12 searches.
 */
function budget(): void {
  const heuristic = showdownModule.heuristic;
  if (!heuristic) throw new Error('Showdown has no heuristic');
  const config = levelConfig('hard', true, showdownModule.searchAnchor);
  const seats = [0, 1].map((s) => ({ name: `Seat ${s + 1}`, kind: 'bot' as const }));
  let g = startTable(showdownModule, { seed: 'budget-1', seats, options }).table.g;
  const rng = makeRng(parseSeed('budget-1'));
  const made: number[] = [];
  for (let n = 0, k = 0; showdownModule.prompts(g).length > 0 && made.length < 12; n++) {
    const seat = (showdownModule.prompts(g)[0] as { seat: number }).seat;
    const actions = showdownModule.actions(g, seat);
    const view = showdownModule.view(g, seat);
    if (actions.length > 1 && k++ % 10 === 0) {
      const req = { view, seat, actions, seats: 2, options, seed: `budget-${n}` };
      made.push(mctsSearch(showdownModule, req, config).iterations);
    }
    g = showdownModule.apply(g, seat, heuristic(view, seat, [...actions], rng), { rng, log() {} });
  }
  console.log(`iterations in ${config.budgetMs} ms: ${made.join(', ')}`);
}

if (what === 'speed' || what === 'all') speed();
if (what === 'budget') budget();
if (what === 'departures') departures();
if (what === 'search') search();
if (what === 'bots' || what === 'all') bots();
if (what === 'fit') await fit(Number(gamesArg ?? 20000), level);
if (what === 'predict') await predict(Number(gamesArg ?? 20000), level);
if (what === 'balance') await balance(Number(gamesArg ?? 1000), level);
if (what === 'seats') await seats(Number(gamesArg ?? 2000), level);
if (what === 'bound') bound(Number(gamesArg ?? 2000), level);
if (what === 'tune') await tune(Number(gamesArg ?? 600), Number(process.argv[4] ?? 4));
if (what === 'cards') cardValues(Number(gamesArg ?? 10000), process.argv[4] ? level : 'advanced');
if (what === 'decks') await decks(Number(gamesArg ?? 1000), process.argv[4] ? level : 'advanced');
