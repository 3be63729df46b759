/**
 * The play model: one game on the table. It owns the session, knows which seat holds the
 * device, when the device must be handed to another person, and when bots move.
 * Components read its signals and call its verbs; they never see the state.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import {
  canUndo,
  dispatch as engineDispatch,
  logFor,
  undo as engineUndo,
  type LogEntry,
  type MoveRecord,
  type Session,
} from '../../engine/session';
import { seesBeyond } from '../../engine/knowledge';
import { RulesError, type Prompt, type SeatId } from '../../engine/types';
import type { AnyModule } from '../../games/registry';
import type { SaveStatus } from '../../store/save-queue';
import { createBotDriver, type BotRunner, type BotSpeed } from './bot-driver';
import {
  edgeSeats,
  edgeState,
  edgesFit,
  openAfterMove,
  type EdgeSeat,
  type EdgeState,
  type TableMode,
} from './edges';

export type { BotRunner, BotSpeed, BotTrouble } from './bot-driver';

/** A move the rules refused: the rule's own words (English), its code and its section. */
export interface Refusal {
  message: string;
  code: string;
  section: string;
}

// Declared once, by the save queue that reports it.
export type { SaveStatus };
export type ResponseMode = 'ask-all' | 'skip-no-legal';

/** How the model saves: moves queue in order; undo trims the stored moves. */
export interface Saver {
  append(record: MoveRecord<unknown>, session: Session<unknown, unknown>): void;
  undo(session: Session<unknown, unknown>): void;
  readonly status: ReadonlySignal<SaveStatus>;
}

export interface PlayDeps {
  module: AnyModule;
  session: Session<unknown, unknown>;
  saver: Saver;
  runBot: BotRunner;
  responseMode: ReadonlySignal<ResponseMode>;
  botSpeed: ReadonlySignal<BotSpeed>;
  /** How the people share the tablet from the first drawing ('pass' when not given). */
  tableMode?: TableMode | null;
  /** Timer and clock, injectable for tests. */
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
}

export function createPlayModel(deps: PlayDeps) {
  const { module, saver } = deps;
  const seats = deps.session.init.seats;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const isHuman = (s: SeatId) => seats[s]?.kind === 'human';
  const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));

  const session = signal(deps.session);
  /** The seat whose private view is on screen; null while the device is covered or public. */
  const holder = signal<SeatId | null>(humans.length === 1 ? (humans[0] ?? null) : null);
  /**
   * The person deciding on the table's public view (`holder` is null then): a decision the
   * game says needs no private view (`privateDecision`), so no cover was raised for it.
   */
  const publicSeat = signal<SeatId | null>(null);
  /** The person deciding now: with the device, on his own view or on the public one. */
  const decider = computed<SeatId | null>(() => holder.value ?? publicSeat.value);
  const refusal = signal<Refusal | null>(null);
  /** How the people share the tablet: passing it (a cover between them) or each at an edge. */
  const tableMode = signal<TableMode>(
    deps.tableMode === 'edges' && edgesFit(humans) ? 'edges' : 'pass',
  );
  /** The people's edges in the edges mode (none when passing the tablet). */
  const edges = computed<EdgeSeat[]>(() => (tableMode.value === 'edges' ? edgeSeats(humans) : []));
  /** The edges whose owner holds them open (the edges mode). */
  const openEdges = signal<ReadonlySet<SeatId>>(new Set());

  const prompts = computed<Prompt[]>(() => module.prompts(session.value.table.g));
  const over = computed(() => prompts.value.length === 0);
  const outcome = computed(() => (over.value ? module.outcome(session.value.table.g) : null));
  /** Human seats that must decide now, in prompt order. */
  const humansToAct = computed(() =>
    [...new Set(prompts.value.map((p) => p.seat))].filter(isHuman),
  );
  /** The person who should hold the device next. */
  const nextHuman = computed<SeatId | null>(() => {
    const h = holder.value ?? publicSeat.value;
    if (h !== null && humansToAct.value.includes(h)) return h;
    return humansToAct.value[0] ?? null;
  });
  /**
   * The person the full-screen cover waits for: set while nobody holds the device and a
   * person must decide (settleHolder decided the cover was needed, or the table was covered).
   */
  const handoffTo = computed<SeatId | null>(() => {
    // At the edges each person opens his own side: no cover.
    if (tableMode.value === 'edges') return null;
    const next = nextHuman.value;
    if (next === null || next === holder.value || next === publicSeat.value) return null;
    return humans.length > 1 ? next : null;
  });
  const view = computed(() => module.view(session.value.table.g, holder.value));
  const actions = computed(() => {
    const seat = decider.value;
    return seat === null || handoffTo.value !== null
      ? []
      : module.actions(session.value.table.g, seat);
  });
  const promptFor = computed(() => prompts.value.find((p) => p.seat === decider.value) ?? null);
  const undoable = computed(() => {
    const s = session.value;
    const last = s.moves[s.moves.length - 1];
    if (!canUndo(s) || last === undefined) return false;
    // At the edges nobody holds the device: a person's move that showed nothing new and
    // handed nothing on (not a checkpoint) may be taken back from the table.
    if (tableMode.value === 'edges') return isHuman(last.seat);
    return last.seat === decider.value;
  });

  /** Whether the game says a seat's decision now needs its private view (the default). */
  const needsPrivate = (seat: SeatId) =>
    module.privateDecision?.(session.value.table.g, seat) !== false;
  /** An edge's state now (see edges.ts). */
  const edgeStateOf = (seat: SeatId): EdgeState =>
    edgeState(seat, openEdges.value, prompts.value, needsPrivate);

  /**
   * Who holds the device after a change. A person who must decide again keeps it. When the
   * next decision is another person's, the table is covered (the handoff) only if that
   * person would see something the one holding the device may not (a hand, a secret); a
   * public decision passes the view straight on. Decided per move from the containers.
   * A decision the game says needs no private view is made on the table's view, with no
   * cover; the cover comes when that person's hand is about to be shown.
   */
  function settleHolder() {
    if (tableMode.value === 'edges') return;
    const next = nextHuman.value;
    if (next === null || next === holder.value) return;
    const state = session.value.table.g;
    if (humans.length > 1 && module.privateDecision?.(state, next) === false) {
      batch(() => {
        holder.value = null;
        publicSeat.value = next;
      });
      return;
    }
    const prev = holder.value;
    const cover = humans.length > 1 && seesBeyond(state, next, prev);
    batch(() => {
      publicSeat.value = null;
      holder.value = cover ? null : next;
    });
  }

  /** Public log lines since a seat's last move, as that seat may read them (the handoff recap). */
  function recapFor(seat: SeatId): LogEntry[] {
    const s = session.value;
    let lastSeq = 0;
    s.moves.forEach((m, i) => {
      if (m.seat === seat) lastSeq = i + 1;
    });
    return logFor(s.log, seat).filter((l) => l.seq > lastSeq && !l.to);
  }

  const bots = createBotDriver({
    module,
    seats,
    session,
    prompts,
    play: (seat, action) => apply(seat, action),
    runner: deps.runBot,
    speed: deps.botSpeed,
    wait,
    now: deps.now ?? (() => performance.now()),
  });

  /** Plays a seat's action; `byPerson` when a person chose it (a new wait for the bots begins). */
  function apply(seat: SeatId, action: unknown, byPerson = false): boolean {
    let next: Session<unknown, unknown>;
    try {
      next = engineDispatch(session.value, seat, action, true);
    } catch (e) {
      if (e instanceof RulesError) {
        refusal.value = { message: e.message, code: e.code, section: e.section };
        return false;
      }
      throw e;
    }
    batch(() => {
      refusal.value = null;
      session.value = next;
      if (tableMode.value === 'edges')
        openEdges.value = openAfterMove(
          openEdges.value,
          seat,
          prompts.value,
          module.privateRound?.(next.table.g, seat) === true,
        );
      settleHolder();
    });
    saver.append(next.moves[next.moves.length - 1] as MoveRecord<unknown>, next);
    if (byPerson) bots.personDecided();
    autoPass();
    bots.kick();
    return true;
  }

  /** In "skip players with no legal response" mode, a person whose only response is to pass is not asked. */
  function autoPass() {
    if (deps.responseMode.value !== 'skip-no-legal') return;
    for (const p of prompts.value) {
      if (p.kind !== 'response' || !isHuman(p.seat)) continue;
      // Actions open at any time (the game's `aside`: a loan) are no response to the prompt.
      const legal = module
        .actions(session.value.table.g, p.seat)
        .filter((a) => module.aside?.(a) !== true);
      if (legal.length === 1) {
        apply(p.seat, legal[0]);
        return;
      }
    }
  }

  // Who holds the table is settled before anything is drawn: settled only at start() (an
  // effect, after the first paint) a public first decision flashed the cover for a frame.
  settleHolder();

  return {
    seats,
    session: session as ReadonlySignal<Session<unknown, unknown>>,
    holder: holder as ReadonlySignal<SeatId | null>,
    /** Who decides now: the holder, or a person deciding on the public view. */
    decider: decider as ReadonlySignal<SeatId | null>,
    prompts,
    promptFor,
    over,
    outcome,
    handoffTo,
    nextHuman,
    view,
    actions,
    undoable,
    refusal: refusal as ReadonlySignal<Refusal | null>,
    /** Bot seats thinking now (several at once in simultaneous choices). */
    botsThinking: bots.thinking,
    stepWaiting: bots.stepWaiting,
    /** A bot that failed to decide and played a quick move instead. */
    botTrouble: bots.trouble,
    recapFor,
    /** A seat's view (null: the table's). */
    viewFor: (seat: SeatId | null) => module.view(session.value.table.g, seat),
    actionsFor: (seat: SeatId) => module.actions(session.value.table.g, seat),
    /** Plays an action for the seat holding the device. */
    act(action: unknown): boolean {
      const seat = decider.value;
      if (seat === null) return false;
      return apply(seat, action, true);
    },
    /**
     * Plays a person's action from his edge, or an out-of-turn action offered after a
     * handoff. At the edges a closed edge plays nothing: its owner has not opened it.
     */
    actFor(seat: SeatId, action: unknown): boolean {
      if (tableMode.value === 'edges' && edgeStateOf(seat) === 'closed') return false;
      return apply(seat, action, true);
    },
    /** The named seat now holds the device (after the handoff cover). */
    reveal(seat: SeatId) {
      batch(() => {
        publicSeat.value = null;
        holder.value = seat;
      });
      autoPass();
    },
    /**
     * A person deciding on the public view asks to see his own (a hand): the table is
     * covered first, as for any handoff, then he holds to reveal.
     */
    showPrivate() {
      publicSeat.value = null;
    },
    tableMode: tableMode as ReadonlySignal<TableMode>,
    edges,
    openEdges: openEdges as ReadonlySignal<ReadonlySet<SeatId>>,
    /**
     * Switches between passing the tablet and the edges (only where each person gets an edge
     * of his own). Every edge starts closed; back to passing, the table is covered until the
     * next person holds it.
     */
    setTableMode(mode: TableMode) {
      if (mode === 'edges' && !edgesFit(humans)) return;
      batch(() => {
        tableMode.value = mode;
        openEdges.value = new Set();
        publicSeat.value = null;
        holder.value = humans.length > 1 ? null : holder.value;
      });
      if (mode === 'pass') settleHolder();
    },
    /**
     * What a person's edge shows now: its state, the view it is drawn from (the table's
     * unless its owner opened it) and the actions it offers (none while closed).
     */
    edge(seat: SeatId): { state: EdgeState; view: unknown; actions: readonly unknown[] } {
      const state = edgeStateOf(seat);
      const g = session.value.table.g;
      return {
        state,
        view: module.view(g, state === 'open' ? seat : null),
        actions: state === 'closed' ? [] : module.actions(g, seat),
      };
    },
    /** A person opens his own edge (after his PIN, if he has one). */
    openEdge(seat: SeatId) {
      if (!edges.value.some((e) => e.seat === seat)) return;
      openEdges.value = new Set([...openEdges.value, seat]);
    },
    /** A person turns his edge face down again. */
    closeEdge(seat: SeatId) {
      if (!openEdges.value.has(seat)) return;
      const next = new Set(openEdges.value);
      next.delete(seat);
      openEdges.value = next;
    },
    /** Covers the table: nobody's private view is shown. */
    cover() {
      if (humans.length > 1)
        batch(() => {
          holder.value = null;
          publicSeat.value = null;
        });
    },
    undo() {
      if (!undoable.value) return;
      const next = engineUndo(session.value);
      session.value = next;
      refusal.value = null;
      saver.undo(next);
    },
    dismissRefusal() {
      refusal.value = null;
    },
    stepBot: bots.step,
    /** Bots play without pauses until a person must decide. */
    skipToMe: bots.skip,
    dismissBotTrouble: bots.dismissTrouble,
    start() {
      settleHolder();
      autoPass();
      bots.start();
    },
    /** The table is left: the bots stop and nothing they started keeps running. */
    dispose: bots.dispose,
    saveStatus: saver.status,
  };
}

export type PlayModel = ReturnType<typeof createPlayModel>;
