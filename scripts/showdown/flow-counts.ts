/**
 * Counts a person's decisions in seeded Showdown games played through the module's prompts
 * (scripts/showdown/flow.ts and test/games/showdown/flow.test.ts): seat 0 is the person,
 * seat 1 the bot; both are played by the heuristic. An at-bat is a batter stepping in
 * (the pitch and swing) or an expert intentional walk or bunt.
 */
import { chooseAction } from '../../src/engine/bots';
import { makeCtx, startTable, step, type Table } from '../../src/engine/session';
import type { Options, SeatId } from '../../src/engine/types';
import { showdownModule as m } from '../../src/games/showdown';
import { skipIdle } from '../../src/games/showdown/rules/apply';
import type { Cards, ShowdownState } from '../../src/games/showdown/state';

export interface FlowCounts {
  games: number;
  innings: number;
  atBats: number;
  /** Prompts answered by the person (seat 0). */
  decisions: number;
  /** Of those, how many offered nothing but a pass. */
  forced: number;
  /** Of those, how many the person answered with a pass. */
  passes: number;
  /** Times the decision went from one seat to the other (two people at the table). */
  handoffs: number;
  /**
   * How many times two people would see the handoff cover, as the app decides it: a
   * decision the module calls public (`privateDecision`) is made on the table's view with no
   * cover; a private one raises it when the person would see more than the view on screen.
   */
  covers: number;
  /** The same if every decision showed the deciding person's hand (before `privateDecision`). */
  coversAllPrivate: number;
  /** The person's decisions by phase. */
  byPhase: Record<string, number>;
}

const AT_BAT = new Set(['showdown.log.up', 'showdown.log.ibb', 'showdown.log.bunt']);

export function flowCounts(cfg: {
  games: number;
  level: string;
  seed: string;
  /** The person's `stop0` option. */
  stop?: string;
  /** Whether the handoff cover would be raised (engine/knowledge.ts seesBeyond). */
  covers?: (state: unknown, next: SeatId, prev: SeatId | null) => boolean;
  extra?: Options;
  /** Both decks and hands emptied after setup: nobody ever has a card to play. */
  emptyDecks?: boolean;
}): FlowCounts {
  const c: FlowCounts = {
    games: cfg.games,
    innings: 0,
    atBats: 0,
    decisions: 0,
    forced: 0,
    passes: 0,
    handoffs: 0,
    covers: 0,
    coversAllPrivate: 0,
    byPhase: {},
  };
  for (let i = 0; i < cfg.games; i++) {
    const options: Options = {
      level: cfg.level,
      stop0: cfg.stop ?? 'playable',
      ...(cfg.extra ?? {}),
    };
    const seed = `${cfg.seed}-${i}`;
    let table = startTable(m, {
      seed,
      seats: [
        { name: 'Person', kind: 'human' },
        { name: 'Bot', kind: 'bot' },
      ],
      options,
    }).table;
    if (cfg.emptyDecks) table = withoutCards(table);
    let holder: SeatId | null = null;
    // Whose private view is on screen (null: the table's), with and without public decisions.
    let shown: SeatId | null = null;
    let shownAll: SeatId | null = null;
    for (let n = 0; n < 20_000; n++) {
      const g = table.g as ShowdownState;
      const prompts = m.prompts(g);
      const first = prompts[0];
      if (!first) break;
      const seat = first.seat;
      if (holder !== null && holder !== seat) c.handoffs += 1;
      if (holder !== null && seat !== shownAll) {
        if (cfg.covers?.(g, seat, shownAll)) c.coversAllPrivate += 1;
        shownAll = seat;
      }
      if (holder !== null && seat !== shown) {
        if (m.privateDecision?.(g, seat) === false) shown = null;
        else {
          if (cfg.covers?.(g, seat, shown)) c.covers += 1;
          shown = seat;
        }
      }
      if (holder === null) shown = shownAll = seat;
      holder = seat;
      const actions = m.actions(g, seat);
      const action = chooseAction(
        m,
        { view: m.view(g, seat), seat, actions, seats: 2, options, seed: `${seed}:${n}` },
        { kind: 'heuristic' },
      );
      if (seat === 0) {
        c.decisions += 1;
        c.byPhase[g.phase] = (c.byPhase[g.phase] ?? 0) + 1;
        if (actions.length === 1 && actions[0]?.t === 'pass') c.forced += 1;
        if (action.t === 'pass') c.passes += 1;
      }
      const r = step(m, table, seat, action);
      for (const line of r.log) if (AT_BAT.has(line.msg)) c.atBats += 1;
      table = r.table;
    }
    const end = table.g as ShowdownState;
    c.innings += end.inning;
  }
  return c;
}

/** The opening table with every deck and hand emptied; the windows go on from there. */
function withoutCards(table: Table<ShowdownState>): Table<ShowdownState> {
  const g = table.g;
  const empty = (c: Cards): Cards => ({
    ...c,
    deck: { ...c.deck, cards: [] },
    hand: { ...c.hand, cards: [] },
  });
  const { ctx, rng } = makeCtx(table.rng, table.seq);
  const next = skipIdle({ ...g, cards: g.cards ? g.cards.map(empty) : null }, ctx);
  return { g: next, rng: rng.state(), seq: table.seq };
}
