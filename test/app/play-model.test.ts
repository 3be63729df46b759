import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../src/engine/bots';
import { createSession, type Session } from '../../src/engine/session';
import type { GameModule, Options, Seat } from '../../src/engine/types';
import { showdownModule } from '../../src/games/showdown';
import type { AnyModule } from '../../src/games/registry';
import {
  createPlayModel,
  type BotRunner,
  type BotSpeed,
  type ResponseMode,
  type Saver,
} from '../../src/app/models/play-model';
import { loans, mediaRoll, sealedBid } from '../fixtures/games';
import type { MediaAction, MediaState } from '../fixtures/games/media-roll';

const human = (name: string): Seat => ({ name, kind: 'human' });
const bot = (name: string): Seat => ({ name, kind: 'bot', level: 'easy' });

/** A saver that records what the model asked it to store. */
function recordingSaver() {
  const appended: number[] = [];
  const undone: number[] = [];
  const saver: Saver = {
    append: (_r, s) => appended.push(s.table.seq),
    undo: (s) => undone.push(s.table.seq),
    status: signal('saved'),
  };
  return { saver, appended, undone };
}

const inProcessBots = (module: AnyModule): BotRunner => ({
  threads: 1,
  decide: async (_id, req, config) => chooseAction(module, req, config),
});

function model(
  module: unknown,
  seats: Seat[],
  opts: { mode?: ResponseMode; speed?: BotSpeed; options?: Options } = {},
) {
  const m = module as AnyModule;
  const options = opts.options ?? {};
  const session = createSession(m, { seed: 'model-test', seats, options }) as Session<
    unknown,
    unknown
  >;
  const rec = recordingSaver();
  const play = createPlayModel({
    module: m,
    session,
    saver: rec.saver,
    runBot: inProcessBots(m),
    responseMode: signal(opts.mode ?? 'ask-all'),
    botSpeed: signal(opts.speed ?? 'fast'),
    wait: () => Promise.resolve(),
  });
  play.start();
  return { play, ...rec };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A model as the play screen first draws it: created, not yet started. */
function unstarted(module: unknown, seats: Seat[], tableMode?: 'pass' | 'edges') {
  const m = module as AnyModule;
  const session = createSession(m, { seed: 'model-test', seats, options: {} }) as Session<
    unknown,
    unknown
  >;
  return createPlayModel({
    module: m,
    session,
    saver: recordingSaver().saver,
    runBot: inProcessBots(m),
    responseMode: signal('ask-all'),
    botSpeed: signal('fast'),
    tableMode,
    wait: () => Promise.resolve(),
  });
}

describe('the first drawing', () => {
  // start() runs in an effect, after the first paint: whatever the model says before it is
  // on screen for a frame (a cover flashing over a decision that needs none).
  it('needs no cover for a first decision that needs no private view', () => {
    const play = unstarted(loans, [human('Ann'), human('Bo')]);
    expect(play.handoffTo.value).toBeNull();
    expect(play.holder.value).toBe(0);
  });

  it('is covered when the first person must see his own hand', () => {
    const play = unstarted(sealedBid, [human('Ann'), human('Bo')]);
    expect(play.handoffTo.value).toBe(0);
  });

  it('starts at the edges, with no cover, when the game is shared that way', () => {
    const play = unstarted(sealedBid, [human('Ann'), human('Bo')], 'edges');
    expect(play.tableMode.value).toBe('edges');
    expect(play.handoffTo.value).toBeNull();
    expect(play.edge(0).state).toBe('closed');
  });
});

describe('who holds the device', () => {
  it('two people with private hands: the table is covered until the first person reveals', () => {
    const { play } = model(sealedBid, [human('Ann'), human('Bo')]);
    expect(play.holder.value).toBeNull();
    expect(play.handoffTo.value).toBe(0);
    expect(play.actions.value).toEqual([]);
    play.reveal(0);
    expect(play.handoffTo.value).toBeNull();
    expect(play.actions.value.length).toBeGreaterThan(0);
  });

  it('after a secret choice the device goes under the cover for the other person', () => {
    const { play, appended } = model(sealedBid, [human('Ann'), human('Bo')]);
    play.reveal(0);
    expect(play.act(play.actions.value[0])).toBe(true);
    expect(appended).toEqual([1]);
    expect(play.holder.value).toBeNull();
    expect(play.handoffTo.value).toBe(1);
    // Nothing of Ann's is offered while the cover is up.
    expect(play.actions.value).toEqual([]);
  });

  it('a game without private information passes the view straight to the next person', () => {
    const { play } = model(loans, [human('Ann'), human('Bo')]);
    expect(play.handoffTo.value).toBeNull();
    const first = play.holder.value;
    expect(first).not.toBeNull();
    const pass = play.actions.value.find((a) => (a as { type: string }).type === 'pass');
    play.act(pass);
    expect(play.holder.value).not.toBe(first);
    expect(play.handoffTo.value).toBeNull();
  });

  /**
   * Plays `n` moves for whoever holds the device (revealing when covered); counts the covers
   * and the times the device went to the other person.
   */
  function coversIn(play: ReturnType<typeof model>['play'], n: number) {
    let covers = 0;
    let passes = 0;
    let last: number | null = null;
    for (let k = 0; k < n && !play.over.value; k++) {
      const next = play.handoffTo.value;
      if (next !== null) {
        covers++;
        play.reveal(next);
      }
      if (last !== null && play.decider.value !== last) passes++;
      last = play.decider.value;
      play.act(play.actions.value[0]);
    }
    return { covers, passes };
  }

  it('Showdown basic (no hands): two managers pass the tablet without a cover', () => {
    const { play } = model(showdownModule, [human('Ann'), human('Bo')], {
      options: { level: 'basic' },
    });
    const { covers, passes } = coversIn(play, 60);
    expect(passes).toBeGreaterThan(10);
    expect(covers).toBe(0);
  });

  it('Showdown advanced: the cover rises whenever the next manager holds a secret hand', () => {
    const { play } = model(showdownModule, [human('Ann'), human('Bo')], {
      options: { level: 'advanced' },
    });
    const { covers, passes } = coversIn(play, 60);
    expect(covers).toBeGreaterThan(0);
    expect(covers).toBeLessThanOrEqual(passes + 1);
  });

  /** A manager who plays a strategy card when he may, else passes (else the first choice). */
  const managerMove = (actions: readonly unknown[]) =>
    actions.find((a) => (a as { t: string }).t === 'card') ??
    actions.find((a) => (a as { t: string }).t === 'pass') ??
    actions[0];

  it('Showdown advanced, F6: the cover rises only when a hand is about to be shown', () => {
    const options = { level: 'advanced' };
    const seats = [human('Ann'), human('Bo')];
    const { play } = model(showdownModule, seats, { options });
    const sd = showdownModule as unknown as AnyModule;
    let covers = 0;
    let publicDecisions = 0;
    for (let k = 0; k < 400 && !play.over.value; k++) {
      const next = play.handoffTo.value;
      if (next !== null) {
        covers++;
        play.reveal(next);
        // Behind every cover is a decision that reads the hand.
        expect(sd.privateDecision?.(play.session.value.table.g, next)).toBe(true);
      }
      const seat = play.decider.value;
      expect(seat).not.toBeNull();
      if (play.holder.value === null) {
        // Decided on the table's view: no face of any hand is in it.
        publicDecisions++;
        expect(play.view.value).toEqual(sd.view(play.session.value.table.g, null));
      }
      expect(play.act(managerMove(play.actions.value))).toBe(true);
    }
    expect(publicDecisions).toBeGreaterThan(20);
    // The same game with every decision private (the model before F6) covers more often.
    const before = { ...sd, privateDecision: undefined };
    const { play: old } = model(before, seats, { options });
    let oldCovers = 0;
    for (let k = 0; k < 400 && !old.over.value; k++) {
      const next = old.handoffTo.value;
      if (next !== null) {
        oldCovers++;
        old.reveal(next);
      }
      old.act(managerMove(old.actions.value));
    }
    expect(covers).toBeLessThan(oldCovers / 2);
  });

  it('a person deciding on the public view may ask to see his hand: the cover comes first', () => {
    const { play } = model(showdownModule, [human('Ann'), human('Bo')], {
      options: { level: 'advanced' },
    });
    for (let k = 0; k < 400 && !(play.holder.value === null && play.decider.value !== null); k++) {
      const next = play.handoffTo.value;
      if (next !== null) play.reveal(next);
      play.act(play.actions.value[0]);
    }
    const seat = play.decider.value;
    expect(seat).not.toBeNull();
    expect(play.handoffTo.value).toBeNull();
    play.showPrivate();
    expect(play.handoffTo.value).toBe(seat);
    expect(play.actions.value).toEqual([]);
    play.reveal(seat as number);
    expect(play.holder.value).toBe(seat);
    expect(play.actions.value.length).toBeGreaterThan(0);
  });

  it('at the edges there is no cover: each person acts from his own edge, once open', () => {
    const { play } = model(sealedBid, [human('Ann'), human('Bo')]);
    play.setTableMode('edges');
    expect(play.tableMode.value).toBe('edges');
    expect(play.edges.value).toEqual([
      { seat: 0, side: 'near' },
      { seat: 1, side: 'far' },
    ]);
    expect(play.handoffTo.value).toBeNull();
    expect(play.holder.value).toBeNull();
    // Nothing private in the main view, and a closed edge is the table's view with no action.
    expect(play.actions.value).toEqual([]);
    const table = play.viewFor(null);
    expect(play.edge(0)).toEqual({ state: 'closed', view: table, actions: [] });
    const ann = play.actionsFor(0);
    const before = play.session.value;
    expect(play.actFor(0, ann[0])).toBe(false);
    expect(play.session.value).toBe(before);
    // Ann opens her edge: her own view and moves, never Bo's.
    play.openEdge(0);
    expect(play.edge(0).state).toBe('open');
    expect(play.edge(0).view).toEqual(play.viewFor(0));
    expect(play.edge(0).actions).toEqual(ann);
    expect(play.edge(1)).toEqual({ state: 'closed', view: play.viewFor(null), actions: [] });
    // Her bid made, her turn has passed: her edge turns face down by itself.
    expect(play.actFor(0, ann[0])).toBe(true);
    expect(play.openEdges.value.has(0)).toBe(false);
    expect(play.edge(0).state).toBe('closed');
    expect(play.handoffTo.value).toBeNull();
    // Back to passing the tablet: the table is covered for the next person.
    play.setTableMode('pass');
    expect(play.handoffTo.value).toBe(1);
  });

  it('at the edges, a person moving leaves the other edge as its owner left it', () => {
    const { play } = model(sealedBid, [human('Ann'), human('Bo')]);
    play.setTableMode('edges');
    play.openEdge(0);
    play.openEdge(1);
    expect(play.actFor(1, play.actionsFor(1)[0])).toBe(true);
    // Bo bid and closed; Ann, still to bid, keeps hers open for the same decision.
    expect([...play.openEdges.value]).toEqual([0]);
    expect(play.edge(0).view).toEqual(play.viewFor(0));
  });

  it('a decision that needs nothing private is made at a closed edge on the table view', () => {
    const { play } = model(showdownModule, [human('Ann'), human('Bo')], {
      options: { level: 'advanced' },
    });
    play.setTableMode('edges');
    const g = () => play.session.value.table.g as never;
    let seen = false;
    for (let k = 0; k < 600 && !seen; k++) {
      const seat = play.prompts.value[0]?.seat;
      if (seat === undefined) break;
      if (showdownModule.privateDecision?.(g(), seat) === false) {
        play.closeEdge(seat);
        const e = play.edge(seat);
        expect(e.state).toBe('public');
        expect(e.view).toEqual(play.viewFor(null));
        expect(e.actions).toEqual(play.actionsFor(seat));
        seen = true;
        break;
      }
      play.openEdge(seat);
      expect(play.actFor(seat, play.actionsFor(seat)[0])).toBe(true);
    }
    expect(seen).toBe(true);
  });

  it('the edges seat two people: with a bot beside one person, or three people, it stays passing', () => {
    const one = model(sealedBid, [human('Ann'), bot('Bot')]).play;
    one.setTableMode('edges');
    expect(one.tableMode.value).toBe('pass');
    const three = model(sealedBid, [human('Ann'), human('Bo'), human('Cy')]).play;
    three.setTableMode('edges');
    expect(three.tableMode.value).toBe('pass');
    const mixed = model(sealedBid, [human('Ann'), bot('Bot'), human('Bo')]).play;
    mixed.setTableMode('edges');
    expect(mixed.tableMode.value).toBe('edges');
    expect(mixed.edges.value.map((e) => e.seat)).toEqual([0, 2]);
  });

  it('one person never sees a cover', () => {
    const { play } = model(sealedBid, [human('Ann'), bot('Bot')]);
    expect(play.holder.value).toBe(0);
    expect(play.handoffTo.value).toBeNull();
  });
});

describe('refusals and undo', () => {
  it('an illegal action is refused with the rule and changes nothing', () => {
    const { play, appended } = model(sealedBid, [human('Ann'), human('Bo')]);
    play.reveal(0);
    const before = play.session.value;
    expect(play.act({ type: 'bid', card: 'no-such-card' })).toBe(false);
    expect(play.refusal.value?.message).toMatch(/\S/);
    expect(play.refusal.value?.code).toMatch(/\S/);
    expect(play.session.value).toBe(before);
    expect(appended).toEqual([]);
  });

  it('undo takes back the holder’s own non-checkpoint move and tells the saver', () => {
    const { play, undone } = model(loans, [human('Ann'), human('Bo')]);
    const lender = play.holder.value === 0 ? 1 : 0;
    const lend = loans
      .actions(play.session.value.table.g as never, lender)
      .find((a) => a.type === 'lend');
    expect(lend).toBeDefined();
    play.actFor(lender, lend);
    expect(play.session.value.moves).toHaveLength(1);
    // The undo button belongs to whoever made the move; here the lender is not holding.
    expect(play.undoable.value).toBe(play.holder.value === lender);
    play.reveal(lender);
    expect(play.undoable.value).toBe(true);
    play.undo();
    expect(play.session.value.moves).toHaveLength(0);
    expect(undone).toEqual([0]);
  });
});

describe('bots and response windows', () => {
  it('bots play their turns until a person must decide', async () => {
    const { play } = model(sealedBid, [human('Ann'), bot('Bot')]);
    await settle();
    // The bot's secret bid is in; Ann still has to bid.
    expect(play.session.value.moves.some((m) => m.seat === 1)).toBe(true);
    expect(play.prompts.value.map((p) => p.seat)).toEqual([0]);
  });

  it('a bot-only table plays to the end', async () => {
    const { play } = model(sealedBid, [bot('A'), bot('B')]);
    for (let i = 0; i < 200 && !play.over.value; i++) await settle();
    expect(play.over.value).toBe(true);
    expect(play.outcome.value?.rank).toHaveLength(2);
  });

  it('"skip players with no legal response": no person is ever asked when passing is all they can do', () => {
    const { play } = model(mediaRoll, [human('Ann'), human('Bo')], { mode: 'skip-no-legal' });
    const g = () => play.session.value.table.g as never;
    let checked = 0;
    for (let step = 0; step < 300 && !play.over.value; step++) {
      for (const p of play.prompts.value.filter((x) => x.kind === 'response')) {
        expect(mediaRoll.actions(g(), p.seat).length).toBeGreaterThan(1);
        checked++;
      }
      const seat = play.prompts.value[0]?.seat ?? 0;
      play.reveal(seat);
      // Nudging spends media tokens, so people soon have nothing left but to pass.
      play.act(play.actions.value[0]);
    }
    expect(play.over.value).toBe(true);
    expect(checked).toBeGreaterThan(0);
  });

  it('"skip players with no legal response" skips a person whose other actions are all aside (a loan open at any time)', () => {
    // The media roll with a loan every seat may always take: listed, but no answer to the roll.
    type A = MediaAction | { readonly type: 'loan' };
    const loan: A = { type: 'loan' };
    const base = mediaRoll as unknown as GameModule<MediaState, A, unknown>;
    const withLoan = (aside: boolean): GameModule<MediaState, A, unknown> => ({
      ...base,
      actions: (s, seat) => [...base.actions(s, seat), loan],
      apply: (s, seat, a, ctx) => (a.type === 'loan' ? s : base.apply(s, seat, a, ctx)),
      ...(aside ? { aside: (a: A) => a.type === 'loan' } : {}),
    });
    const onlyPass = (mod: GameModule<MediaState, A, unknown>) => {
      const { play } = model(mod, [human('Ann'), human('Bo')], { mode: 'skip-no-legal' });
      const g = () => play.session.value.table.g as MediaState;
      let asked = 0;
      for (let step = 0; step < 300 && !play.over.value; step++) {
        for (const p of play.prompts.value.filter((x) => x.kind === 'response')) {
          const answers = mod.actions(g(), p.seat).filter((a) => a.type !== 'loan');
          if (answers.length === 1) asked++;
        }
        const seat = play.prompts.value[0]?.seat ?? 0;
        play.reveal(seat);
        const first = play.actions.value.find((a) => (a as A).type !== 'loan');
        play.act(first);
      }
      expect(play.over.value).toBe(true);
      return asked;
    };
    // Without `aside` the loan keeps people who can only pass at the table; with it, never.
    expect(onlyPass(withLoan(false))).toBeGreaterThan(0);
    expect(onlyPass(withLoan(true))).toBe(0);
  });

  it('"ask every player" asks even a person who can only pass', () => {
    const { play } = model(mediaRoll, [human('Ann'), human('Bo')], { mode: 'ask-all' });
    const g = () => play.session.value.table.g as never;
    let onlyPass = 0;
    for (let step = 0; step < 300 && !play.over.value; step++) {
      for (const p of play.prompts.value.filter((x) => x.kind === 'response')) {
        if (mediaRoll.actions(g(), p.seat).length === 1) onlyPass++;
      }
      const seat = play.prompts.value[0]?.seat ?? 0;
      play.reveal(seat);
      // Nudging spends media tokens, so people soon have nothing left but to pass.
      play.act(play.actions.value[0]);
    }
    expect(onlyPass).toBeGreaterThan(0);
  });
});

describe('a Lords trade offer between two of three people', () => {
  it('covers the table for its partner; the third owner never sees its terms', async () => {
    const { lordsModule } = await import('../../src/games/lords');
    const { newGame, playUntil, prompted } = await import('../games/lords/board/table');
    const g = playUntil(newGame(3), (s) => s.step === 'season' && s.window === null);
    const maker = prompted(g);
    const partner = (maker + 1) % 3;
    const third = (maker + 2) % 3;
    const m = lordsModule as unknown as AnyModule;
    const play = createPlayModel({
      module: m,
      session: g as unknown as Session<unknown, unknown>,
      saver: recordingSaver().saver,
      runBot: inProcessBots(m),
      responseMode: signal('ask-all'),
      botSpeed: signal('fast'),
      wait: () => Promise.resolve(),
    });
    play.start();
    play.reveal(maker);
    const none = { money: 0, ml: {}, fs: {}, media: 0, picks: [] };
    const offer = {
      t: 'offer',
      to: partner,
      give: { ...none, money: 1_000 },
      get: { ...none, ml: { reg: 1 } },
      managers: false,
    };
    expect(play.act(offer)).toBe(true);
    // The partner decides next and holds a hand the maker may not see: the cover first.
    expect(play.holder.value).toBeNull();
    expect(play.handoffTo.value).toBe(partner);
    expect(play.actions.value).toEqual([]);
    // The cover's recap (public lines) says nothing of the offer.
    expect(play.recapFor(partner).some((l) => l.msg.startsWith('lords.offer'))).toBe(false);
    const third$ = JSON.stringify(play.viewFor(third));
    expect(third$).not.toContain('"money":1000');
    expect(third$).toContain('"unseen":true');
    play.reveal(partner);
    type Offers = { offers: { id: number; terms: { value: { give: { money: number } } } }[] };
    const seen = (play.view.value as Offers).offers[0];
    expect(seen?.terms.value.give.money).toBe(1_000);
    expect(play.actions.value).toContainEqual({ t: 'reject', offer: seen?.id });
    expect(play.act({ t: 'reject', offer: seen?.id })).toBe(true);
    // Refused: back to the maker's turn, under the cover again.
    expect(play.handoffTo.value).toBe(maker);
  });
});
