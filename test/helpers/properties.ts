/**
 * The property checks every registered game must pass: seeded random games without an
 * exception, invariants after every move, replay determinism, listed actions accepted and
 * unlisted ones refused, open-ended moves fuzzed (open-moves.ts), and no leak of hidden
 * information into a seat's view.
 */
import { expect } from 'vitest';
import { determinize } from '../../src/engine/determinize';
import { shuffleHiddenFrom } from '../../src/engine/deal';
import { visitContainers, type Card, type Zone } from '../../src/engine/hidden';
import { zoneProblems } from '../../src/engine/zones';
import { playGame } from '../../src/engine/play';
import { makeRng, parseSeed } from '../../src/engine/rng';
import { makeCtx, replay, step, type Table } from '../../src/engine/session';
import { stateHash } from '../../src/engine/hash';
import { templateArgs } from '../../src/engine/messages';
import type {
  GameModule,
  MsgArg,
  MsgArgs,
  MsgRef,
  Options,
  Outcome,
  SeatId,
} from '../../src/engine/types';
import { mutants, OPEN_MOVE_SAMPLES } from './open-moves';

export interface PropertyRun {
  games: number;
  seed: string;
  seats: number;
  options: Options;
  /** Check actions and leaks at one move in this many (they cost far more than a move). */
  sampleEvery?: number;
}

const key = (a: unknown) => JSON.stringify(a);
const seatsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' as const }));

/**
 * What a message would show unfilled: the key itself when the catalog lacks it, or each
 * `{placeholder}` its arguments do not supply, in it or in the messages its arguments hold
 * (MsgRef). Empty when the message reads as a sentence.
 */
export function missingArgs(
  module: { messages: Readonly<Record<string, string>> },
  msg: string,
  args: MsgArgs | undefined,
): string[] {
  const template = module.messages[msg];
  if (template === undefined) return [`no message ${msg}`];
  const names = templateArgs(template);
  const out = names.filter((n) => args?.[n] === undefined).map((n) => `${msg}: {${n}}`);
  for (const v of Object.values(args ?? {})) {
    for (const x of Array.isArray(v) ? (v as readonly MsgArg[]) : [v]) {
      if (typeof x === 'object' && !Array.isArray(x))
        out.push(...missingArgs(module, (x as MsgRef).msg, (x as MsgRef).args));
    }
  }
  return out;
}

/**
 * Arguments that hold names as printed (fictional people, teams, cards, chart and card
 * titles, kept as printed in every language: each game's French catalog says so). Any other
 * argument holding a string must be a code or a number as text ("1B", "6-1", "$1,500"):
 * words of a language go in as a message (MsgRef), so they are translated.
 */
const NAME_ARGS = new Set(
  (
    'card cards old sent gone team home away manager name batter player pitcher runner runners ' +
    'hitter other chart ability totals order send kind got out in arm where action legend cancel'
  ).split(' '),
);

/** Arguments (outside NAME_ARGS, nested ones included) that carry words, not codes. */
export function wordArgs(msg: string, args: MsgArgs | undefined): string[] {
  const out: string[] = [];
  for (const [name, v] of Object.entries(args ?? {})) {
    for (const x of Array.isArray(v) ? (v as readonly MsgArg[]) : [v]) {
      if (typeof x === 'object') out.push(...wordArgs((x as MsgRef).msg, (x as MsgRef).args));
      else if (typeof x === 'string' && !NAME_ARGS.has(name) && /[a-z]{2}/.test(x))
        out.push(`${msg}: {${name}} = ${JSON.stringify(x)}`);
    }
  }
  return out;
}

/** Runs the checks and returns every failure found (empty: all hold). */
export function checkProperties<S, A, V>(module: GameModule<S, A, V>, run: PropertyRun): string[] {
  const failures: string[] = [];
  const rng = makeRng(parseSeed(`props:${run.seed}`));
  const every = run.sampleEvery ?? 5;
  for (let i = 0; i < run.games && failures.length < 5; i++) {
    const seed = `${run.seed}-${i}`;
    const pool = new Map<string, unknown>();
    let moveNo = 0;
    const fail = (what: string) => failures.push(`${module.id} ${seed} move ${moveNo}: ${what}`);
    const onMove = (before: Table<unknown>, seat: SeatId, action: unknown) => {
      moveNo++;
      pool.set(key(action), action);
      if (moveNo % every !== 0) return;
      const t = before as Table<S>;
      for (const p of module.prompts(t.g)) {
        missingArgs(module, p.msg, p.args).forEach(fail);
        wordArgs(p.msg, p.args).forEach(fail);
      }
      const progress = [module.progress?.(t.g), module.chapter?.(t.g)];
      for (const p of progress) if (p) wordArgs(p.msg, p.args).forEach(fail);
      for (let s = 0; s < run.seats; s++) {
        const view = module.view(t.g, s);
        for (const a of module.actions(t.g, s)) {
          const d = module.describe?.(a, s, view);
          if (d) [...missingArgs(module, d.msg, d.args), ...wordArgs(d.msg, d.args)].forEach(fail);
        }
      }
      visitContainers(t.g, (z) => zoneProblems(z as Zone<Card>).forEach(fail));
      checkActions(module, t, run.seats, pool, rng, fail);
      checkOpenMoves(module, t, run.seats, rng, fail);
      checkLeaks(module, t.g, run, rng, fail);
      void seat;
    };
    const r = playGame(module, {
      seed,
      seats: run.seats,
      options: run.options,
      bots: [],
      outOfTurn: 0.05,
      onMove,
    });
    if (r.error) fail(`threw ${r.error}`);
    for (const b of r.invariantBreaks) fail(`invariant ${b}`);
    if (r.error || r.invariantBreaks.length) continue;
    if (!r.outcome) fail('ended without an outcome');
    const again = replay(
      module,
      { seed, seats: seatsOf(run.seats), options: run.options },
      r.moves as { seat: SeatId; action: A }[],
    );
    if (stateHash(again.table) !== stateHash(r.table)) fail('replay differs from play');
    const missing = new Set(
      again.log.flatMap((l) => [...missingArgs(module, l.msg, l.args), ...wordArgs(l.msg, l.args)]),
    );
    const worded = [
      ...(r.outcome?.breakdown?.flat() ?? []),
      ...(r.outcome?.notes?.flat() ?? []),
      ...(r.outcome?.notes?.flat().flatMap((n) => n.parts ?? []) ?? []),
      ...(r.outcome?.rivals ?? []),
      ...(r.outcome?.rivals?.flatMap((x) => [...(x.notes ?? []), ...(x.parts ?? [])]) ?? []),
    ];
    for (const part of worded) {
      [...missingArgs(module, part.msg, part.args), ...wordArgs(part.msg, part.args)].forEach((m) =>
        missing.add(m),
      );
    }
    if (r.outcome) outcomeProblems(r.outcome, run.seats).forEach(fail);
    if (r.outcome?.msg)
      missingArgs(module, r.outcome.msg, undefined).forEach((m) => missing.add(m));
    if (r.outcome?.race)
      missingArgs(module, r.outcome.race.msg, { n: 1 }).forEach((m) => missing.add(m));
    if (missing.size)
      fail(`messages not in the catalog or missing arguments: ${[...missing].join(', ')}`);
  }
  return failures;
}

/**
 * What a result must say plainly: a score's parts add up to it and none is zero (no "2
 * trophies: 0"), a part beside a note is not zero either, the final names two different sides
 * that exist, the winner of the final is first, and a race over the game has a line per seat,
 * all as long, each ending at its score.
 */
export function outcomeProblems(o: Outcome, seats: number): string[] {
  const out: string[] = [];
  if (o.race) {
    const { values } = o.race;
    if (values.length !== seats) out.push(`outcome: the race has ${values.length} lines`);
    values.forEach((line, seat) => {
      if (line.length !== (values[0]?.length ?? 0))
        out.push(`outcome: seat ${seat}'s race is short`);
      if (line.at(-1) !== o.scores[seat])
        out.push(`outcome: seat ${seat}'s race ends off its score`);
    });
  }
  o.breakdown?.forEach((parts, seat) => {
    if (parts.some((p) => p.value === 0)) out.push(`outcome: seat ${seat} has a zero part`);
    const sum = parts.reduce((n, p) => n + p.value, 0);
    if (parts.length && sum !== o.scores[seat])
      out.push(`outcome: seat ${seat}'s parts add up to ${sum}, not ${o.scores[seat]}`);
  });
  for (const note of [
    ...(o.notes?.flat() ?? []),
    ...(o.rivals?.flatMap((r) => r.notes ?? []) ?? []),
  ])
    if (note.parts?.some((p) => p.value === 0)) out.push(`outcome: ${note.msg} has a zero part`);
  o.rivals?.forEach((r) => {
    const parts = r.parts ?? [];
    if (parts.some((p) => p.value === 0)) out.push(`outcome: rival ${r.msg} has a zero part`);
    const sum = parts.reduce((n, p) => n + p.value, 0);
    if (parts.length && sum !== r.score)
      out.push(`outcome: rival ${r.msg}'s parts add up to ${sum}`);
  });
  const exists = (side: number) => (side >= 0 ? side < seats : -1 - side < (o.rivals?.length ?? 0));
  const place = (side: number) => (side >= 0 ? o.rank[side] : o.rivals?.[-1 - side]?.rank);
  if (o.final) {
    const { winner, loser } = o.final;
    if (winner === loser || !exists(winner) || !exists(loser)) out.push('outcome: a bad final');
    else if (place(winner) !== 1) out.push('outcome: the final’s winner is not first');
  }
  return out;
}

function checkActions<S, A>(
  module: GameModule<S, A, unknown>,
  t: Table<S>,
  seats: number,
  pool: Map<string, unknown>,
  rng: ReturnType<typeof makeRng>,
  fail: (what: string) => void,
) {
  for (let seat = 0; seat < seats; seat++) {
    const listed = module.actions(t.g, seat);
    const keys = new Set(listed.map(key));
    for (const a of rng.shuffle(listed).slice(0, 6)) {
      try {
        step(module, t, seat, a);
      } catch (e) {
        fail(`listed action ${key(a)} for seat ${seat} refused: ${String(e)}`);
      }
    }
    const unlisted = rng.shuffle([...pool.entries()].filter(([k]) => !keys.has(k))).slice(0, 4);
    for (const [k, a] of unlisted) {
      try {
        step(module, t, seat, a as A);
        fail(`unlisted action ${k} for seat ${seat} accepted`);
      } catch (e) {
        if (!(e instanceof Error) || e.name !== 'RulesError')
          fail(`unlisted action ${k} threw ${String(e)}, not a RulesError`);
      }
    }
  }
}

/**
 * A game's open-ended moves (`GameModule.open`), fuzzed: mutants of well-formed samples for a
 * seat (open-moves.ts) are refused with a RulesError, never another error; one illegal in
 * every game, or one the game names as refused, is never played; one played keeps every
 * invariant.
 */
function checkOpenMoves<S, A>(
  module: GameModule<S, A, unknown>,
  t: Table<S>,
  seats: number,
  rng: ReturnType<typeof makeRng>,
  fail: (what: string) => void,
) {
  const open = module.open;
  if (open === undefined) return;
  const samples = OPEN_MOVE_SAMPLES[module.id];
  if (samples === undefined) {
    fail('declares open-ended moves but has no samples to fuzz (test/helpers/open-moves.ts)');
    return;
  }
  const seat = rng.int(seats);
  for (const a of samples.refused) {
    try {
      step(module, t, seat, a as A);
      fail(`open move ${key(a)} for seat ${seat} accepted`);
    } catch (e) {
      if (!(e instanceof Error) || e.name !== 'RulesError') fail(`${key(a)} threw ${String(e)}`);
    }
  }
  for (const sample of rng.shuffle(samples.valid(t.g, seat)).slice(0, 2)) {
    if (!open(sample as A)) fail(`sample ${key(sample)} is not an open-ended move`);
    for (const m of rng.shuffle(mutants(sample)).slice(0, 6)) {
      const at = `open move ${key(m.action)} (${m.what}) for seat ${seat}`;
      let after: Table<S>;
      try {
        after = step(module, t, seat, m.action as A).table;
      } catch (e) {
        if (!(e instanceof Error) || e.name !== 'RulesError') fail(`${at} threw ${String(e)}`);
        continue;
      }
      if (m.illegal) fail(`${at} accepted`);
      for (const broken of module.invariants?.(after.g) ?? []) fail(`${at} broke ${broken}`);
    }
  }
}

function checkLeaks<S, V>(
  module: GameModule<S, unknown, V>,
  g: S,
  run: PropertyRun,
  rng: ReturnType<typeof makeRng>,
  fail: (what: string) => void,
) {
  // A decision the game says needs nothing private is made on the table's view (no cover, a
  // closed edge): its legal actions must not change when only hidden cards move.
  const hiddenMoved = shuffleHiddenFrom(g, null, rng);
  for (const p of module.prompts(g)) {
    if (module.privateDecision?.(g, p.seat) !== false) continue;
    if (stateHash(module.actions(hiddenMoved, p.seat)) !== stateHash(module.actions(g, p.seat)))
      fail(`seat ${p.seat}'s public decision depends on cards hidden from the table`);
  }
  for (const seat of [null, ...Array.from({ length: run.seats }, (_, s) => s)]) {
    const view = module.view(g, seat);
    const other = shuffleHiddenFrom(g, seat, rng);
    if (stateHash(module.view(other, seat)) !== stateHash(view)) {
      fail(`seat ${seat}'s view changed when only cards hidden from it moved`);
    }
    if (seat === null) continue;
    const sample = determinize(module, view, seat, run.seats, run.options, rng);
    if (stateHash(module.view(sample, seat)) !== stateHash(view)) {
      fail(
        `seat ${seat}'s view of its determinized state differs from its view (hidden data leaks into the view)`,
      );
    }
    // A search bot plays on from such a sample: it must be a legal, playable state.
    const broken = module.invariants?.(sample) ?? [];
    if (broken.length) fail(`seat ${seat}'s determinized state breaks ${broken.join(', ')}`);
    const mover = module.prompts(sample)[0]?.seat;
    if (mover === undefined) continue;
    const legal = module.actions(sample, mover);
    try {
      if (legal.length) module.apply(sample, mover, rng.pick(legal), makeCtx(rng.state(), 0).ctx);
    } catch (e) {
      fail(`seat ${seat}'s determinized state refuses its own listed action: ${String(e)}`);
    }
  }
}

/** Asserts the properties hold (for use inside an `it`). */
export function expectProperties<S, A, V>(module: GameModule<S, A, V>, run: PropertyRun): void {
  expect(checkProperties(module, run)).toEqual([]);
}
