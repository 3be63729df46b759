/**
 * The play-by-play (issue 27, rules/playLog.ts): every play told in both languages, who
 * played what on whom and for what (LoB 5.3.1-5.3.7, 5.3.10, 2.5), and what it did to each
 * mat; under hidden money (2.3.2) no public line names an owner's cash.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/engine/messages';
import { makeCtx, replay } from '../../../src/engine/session';
import { actionCard, DECK_IDS } from '../../../src/games/lords/content/deck';
import { parseSeed } from '../../../src/engine/rng';
import { playGame } from '../../../src/engine/play';
import type { LogLine, MsgArgs } from '../../../src/engine/types';
import { lordsModule } from '../../../src/games/lords';
import { MESSAGES } from '../../../src/games/lords/messages';
import { MESSAGES_FR } from '../../../src/games/lords/messages.fr';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import type { LordsAction, LordsState } from '../../../src/games/lords/state';
import { zone } from '../../../src/engine/hidden';
import { defaultOptions, parseOptions } from '../../../src/engine/options';
import { OWNER_ACTIONS } from '../../../src/games/lords/types';
import { seated } from './helpers';

const NAMES = ['Ana', 'Bot 2', 'Bot 3'];
const say = (l: LogLine, lang: 'en' | 'fr' = 'en') => {
  const cat = lang === 'en' ? MESSAGES : { ...MESSAGES, ...MESSAGES_FR };
  return formatMessage(
    cat[l.msg],
    l.msg,
    l.args as MsgArgs,
    (k) => NAMES[k] ?? '?',
    (k) => cat[k],
    lang,
  );
};

/** Plays one action and returns the lines it wrote. */
function play(s: LordsState, seat: number, a: LordsAction): [LordsState, LogLine[]] {
  const { ctx, lines } = makeCtx(parseSeed('log'), 1);
  const next = applyAction(s, seat, a, ctx);
  return [next, lines as LogLine[]];
}

/** Seat 1 to play in the early season, holding `cards`. */
function turn(cards: string[], hidden = false): LordsState {
  let s = seated(['comets', 'quarrymen', 'foxhounds']);
  s = { ...s, active: 1, opts: { ...s.opts, hiddenMoney: hidden } };
  s = withOwner(s, 1, {
    ...ownerAt(s, 1),
    hand: zone<string>([1], cards),
    actions: zone('all', [...OWNER_ACTIONS]),
  });
  if (hidden)
    s = { ...s, owners: s.owners.map((o, k) => ({ ...o, money: { ...o.money, $hidden: [k] } })) };
  return s;
}

/** Any card of that OPS value that is not compulsory. */
function card(ops: number): string {
  const id = DECK_IDS.find((c) => actionCard(c)?.ops === ops && !actionCard(c)?.compulsory);
  if (id === undefined) throw new Error(`no ${ops}-OPS card`);
  return id;
}

describe('the play-by-play of plays (issue 27)', () => {
  it('5.3.6 OPS of losses: who, what, on whom, and the effect, in English and French', () => {
    const id = card(3);
    const [, lines] = play(turn([id]), 1, { t: 'ops', card: id, use: 'losses', target: 0 });
    const en = lines.map((l) => say(l));
    expect(en[0]).toMatch(/^Bot 2 plays .+ for 3 OPS of losses on Ana$/);
    expect(en).toContain('Ana: +3 losses');
    const fr = lines.map((l) => say(l, 'fr'));
    expect(fr[0]).toMatch(/^Bot 2 joue .+ pour 3 OPS de défaites contre Ana$/);
    expect(fr).toContain('Ana\u202f: +3 défaites');
  });

  it('5.3.2 OPS with the Superstars: the wins it made', () => {
    const id = card(3);
    const [after, lines] = play(turn([id]), 1, { t: 'ops', card: id, use: 'superstar', target: 1 });
    const wins = ownerAt(after, 1).w - ownerAt(turn([id]), 1).w;
    expect(lines.map((l) => say(l))).toEqual([
      expect.stringMatching(/^Bot 2 plays .+ for 3 OPS with the Superstars$/),
      `Bot 2: +${wins} wins`,
    ]);
  });

  it('5.3.5 OPS for money: the amount in public, or to its owner alone under hidden money', () => {
    const id = card(4);
    const [, open] = play(turn([id]), 1, { t: 'ops', card: id, use: 'money', target: 1 });
    expect(open.map((l) => say(l))).toContain('Bot 2: +$2,000');
    const [, hid] = play(turn([id], true), 1, { t: 'ops', card: id, use: 'money', target: 1 });
    const pub = hid.filter((l) => l.to === undefined).map((l) => say(l));
    expect(pub.some((l) => l.includes('$'))).toBe(false);
    expect(hid.filter((l) => l.to !== undefined).map((l) => [say(l), l.to])).toEqual([
      ['Bot 2: +$2,000', [1]],
    ]);
  });

  it('5.3.4 Manager/Team and 2.5 a loan on another owner’s turn are told', () => {
    const [, mt] = play(turn([card(3)]), 1, { t: 'managerTeam' });
    expect(say(mt[0] as LogLine)).toBe('Bot 2 uses Manager/Team');
    const [, loan] = play(turn([card(3)]), 2, { t: 'loan', size: 5_000 });
    expect(loan.map((l) => say(l))).toEqual(['Bot 3 takes a loan of $5,000']);
  });

  it('a whole game with hidden money: every card play is told, and no public line names cash', () => {
    const options = parseOptions(lordsModule.meta, 3, {
      ...defaultOptions(lordsModule.meta),
      hiddenMoney: true,
    });
    const r = playGame(lordsModule, {
      seed: 'log-hidden',
      seats: 3,
      options,
      bots: [{ kind: 'heuristic' }, { kind: 'heuristic' }, { kind: 'heuristic' }],
    });
    expect(r.error).toBeNull();
    const plays = r.moves.filter((m) =>
      ['event', 'ops', 'managerTeam', 'cyclePlay'].includes((m.action as LordsAction).t),
    ).length;
    // Replay for the log (playGame keeps only the table).
    const session = replay(
      lordsModule,
      { seed: 'log-hidden', seats: NAMES.map((name) => ({ name, kind: 'bot' as const })), options },
      r.moves as never,
    );
    const log: readonly LogLine[] = session.log;
    const playLines = log.filter((l) => l.msg.startsWith('lords.play.')).length;
    expect(playLines).toBeGreaterThanOrEqual(plays);
    // Before the year's VP reveal money, no public line names an amount of anyone's cash.
    const cashLines = ['lords.setup', 'lords.payout', 'lords.salaries'];
    expect(log.filter((l) => l.to === undefined && cashLines.includes(l.msg))).toEqual([]);
    expect(
      log.filter((l) => l.to !== undefined && l.msg === 'lords.payout').length,
    ).toBeGreaterThan(0);
  });
});
