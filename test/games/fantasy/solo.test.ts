import { describe, expect, it } from 'vitest';
import { fantasyModule } from '../../../src/games/fantasy';
import { CHARACTERS, charInfo, winInfo } from '../../../src/games/fantasy/content';
import { deckFlip } from '../../../src/games/fantasy/rules/solo';
import { describe as describeAction } from '../../../src/games/fantasy/describe';
import { makeCtx } from '../../../src/engine/session';
import { playGame } from '../../../src/engine/play';
import { parseSeed } from '../../../src/engine/rng';
import { eventLine, totalOn } from '../../../src/games/fantasy/rules/battle';
import type { FantasyState } from '../../../src/games/fantasy/state';
import { act, lastLog, legal, playUntil, start, toMonth } from './helpers';

const ROBOT = 1;
const DECK = 2;
const robot = (s: FantasyState) => s.mgrs[ROBOT] as NonNullable<FantasyState['mgrs'][number]>;

function setHuman(s0: FantasyState): FantasyState {
  let s = s0;
  for (let k = 0; k < 4; k++) s = act(s, 0, legal(s, 0)[0] as never);
  return s;
}

describe('§Solo Rules: the Robot manager', () => {
  it('A13: after the human sets their lineup, the human picks Robot characters sharing a stat with each Win card', () => {
    let s = setHuman(toMonth(start(1, {}, 'solo-a')));
    expect(s.phase).toBe('robot');
    expect(fantasyModule.prompts(s)).toEqual([
      { seat: 0, kind: 'turn', msg: 'fantasy.prompt.robot' },
    ]);
    for (let k = 0; k < 4 && s.phase === 'robot'; k++) {
      const req = winInfo(s.bases[k]?.cards[0] as string).req;
      const opts = legal(s, 0);
      for (const a of opts) {
        expect(a.t).toBe('robot');
        if (a.t === 'robot') expect(req.some((st) => (charInfo(a.c).line[st] ?? 0) > 0)).toBe(true);
      }
      const bad = robot(s).hand.cards.find(
        (c) => !req.some((st) => (charInfo(c).line[st] ?? 0) > 0),
      );
      if (bad) expect(() => act(s, 0, { t: 'robot', c: bad })).toThrow(/shares|sharing/);
      s = act(s, 0, opts[0] as never);
    }
    expect(s.phase).toBe('magic');
    expect(robot(s).slots.every((z) => z.cards.length === 1)).toBe(true);
  });

  it('A13 option: the Robot picks at random among valid characters, with no prompt', () => {
    const s = setHuman(toMonth(start(1, { robotPicks: 'auto' }, 'solo-b')));
    expect(s.phase).toBe('magic');
    robot(s).slots.forEach((z, k) => {
      const req = winInfo(s.bases[k]?.cards[0] as string).req;
      const c = z.cards[0] as string;
      const anyValid = [...robot(s).hand.cards, c].some((x) =>
        req.some((st) => (charInfo(x).line[st] ?? 0) > 0),
      );
      if (anyValid) expect(req.some((st) => (charInfo(c).line[st] ?? 0) > 0)).toBe(true);
    });
  });

  it('15 cards; 4 per month x 3 = 12 used in the Regular Season; all 15 back for the playoffs', () => {
    let s = toMonth(start(1, { robotPicks: 'auto' }, 'solo-c'));
    expect(robot(s).hand.cards).toHaveLength(15);
    s = playUntil(s, (x) => x.month === 2);
    expect(robot(s).out.cards).toHaveLength(4);
    s = playUntil(s, (x) => x.month === 3);
    expect(robot(s).out.cards).toHaveLength(8);
    expect(robot(s).hand.cards).toHaveLength(7);
    s = playUntil(s, (x) => x.season !== null);
    const inPlay =
      robot(s).hand.cards.length +
      robot(s).slots.reduce((t, z) => t + z.cards.length, 0) +
      robot(s).locked.cards.length;
    expect(inPlay).toBe(15);
  });
});

describe('§Solo Rules: the Deck manager', () => {
  it('flips 3 characters each week and plays the best total for the Win card; all go to the bottom', () => {
    let s = setHuman(toMonth(start(1, { robotPicks: 'auto' }, 'solo-d')));
    const flip = lastLog.find((l) => l.msg === 'fantasy.log.deckFlip');
    expect(flip).toBeDefined();
    const played = s.mgrs[DECK]?.slots[0]?.cards[0] as string;
    const win = s.bases[0]?.cards[0] as string;
    const best = totalOn(eventLine(played, null), played, win, null, false);
    const bottom = s.charDeck.cards.slice(-2);
    for (const c of bottom)
      expect(totalOn(eventLine(c, null), c, win, null, false)).toBeLessThanOrEqual(best);
    s = playUntil(s, (x) => x.week === 1);
    expect(s.charDeck.cards.slice(-3)).toContain(played);
  });

  it('the Robot and the Deck use no magic and no Free Agency; they still score Wins and pegs', () => {
    const s = playUntil(
      toMonth(start(1, { robotPicks: 'auto' }, 'solo-e')),
      (x) => x.phase === 'over',
    );
    expect(s.mgrs[ROBOT]?.used.cards).toEqual([]);
    const got = (s.season?.total[ROBOT] ?? 0) + (s.season?.total[DECK] ?? 0);
    expect(got).toBeGreaterThan(0);
  });

  it('if the Robot and the Deck are the top two, the human is eliminated (rank 3 of 3)', () => {
    for (let i = 0; i < 80; i++) {
      const s = playUntil(
        toMonth(start(1, { robotPicks: 'auto' }, `elim-${i}`)),
        (x) => x.phase === 'over',
      );
      if (s.po?.champion !== -1) continue;
      expect(fantasyModule.outcome(s)?.rank).toEqual([3]);
      expect(fantasyModule.prompts(s)).toEqual([]);
      return;
    }
    throw new Error('no seed eliminated the human');
  });
});

describe('§Solo Rules: the Deck manager chooses among its three flipped characters', () => {
  // Decision (docs/games/fantasy.md, §Solo): higher total on the week's Win card, then Good
  // before Evil, then the first flipped; all three go to the bottom of the Character Deck.
  const s0 = toMonth(start(1, {}, 'solo-deck'));
  const winId = s0.bases[0]?.cards[0] as string;
  const total = (c: string) => totalOn(eventLine(c, null), c, winId, null, false);
  const pool = CHARACTERS.map((c) => c.id).filter((c) => total(c) > 0);
  const withDeck = (cards: string[]): FantasyState => ({
    ...s0,
    charDeck: {
      ...s0.charDeck,
      cards: [...cards, ...s0.charDeck.cards.filter((c) => !cards.includes(c))],
    },
  });
  const flip = (cards: string[]) => {
    const s = deckFlip(withDeck(cards), DECK, 0, 0, makeCtx(parseSeed('deck'), 1).ctx);
    return { chosen: s.mgrs[DECK]?.slots[0]?.cards[0], deck: s.charDeck.cards };
  };
  const side = (c: string) => charInfo(c).card.side;

  it('the highest total plays, and all three flipped cards end at the bottom', () => {
    const sorted = [...pool].sort((a, b) => total(a) - total(b));
    const low = sorted[0] ?? '';
    const mid = sorted[Math.floor(sorted.length / 2)] ?? '';
    const high = sorted.at(-1) ?? '';
    expect(total(high)).toBeGreaterThan(total(mid));
    const r = flip([low, high, mid]);
    expect(r.chosen).toBe(high);
    expect(r.deck.slice(-2).sort()).toEqual([low, mid].sort());
    expect(r.deck).not.toContain(high);
  });

  it('on equal totals a Good character beats an Evil one', () => {
    const evil = pool.find(
      (e) => side(e) === 'evil' && pool.some((g) => side(g) === 'good' && total(g) === total(e)),
    );
    expect(evil).toBeDefined();
    const good = pool.find(
      (g) => side(g) === 'good' && total(g) === total(evil as string),
    ) as string;
    const lower = pool.find((c) => total(c) < total(good)) as string;
    expect(flip([evil as string, good, lower]).chosen).toBe(good);
  });

  it('on equal totals and sides, the first flipped plays', () => {
    const pair = pool.flatMap((a) =>
      pool
        .filter((b) => b !== a && side(a) === side(b) && total(a) === total(b))
        .map((b) => [a, b] as const),
    )[0];
    expect(pair).toBeDefined();
    const [a, b] = pair as readonly [string, string];
    const lower = pool.find((c) => total(c) < total(a)) as string;
    expect(flip([a, b, lower]).chosen).toBe(a);
    expect(flip([b, a, lower]).chosen).toBe(b);
  });
});

describe('§Solo Rules: the automata are named, not numbered', () => {
  it('describe() names the Robot and the Deck from the view', () => {
    const s = toMonth(start(1, {}, 'solo-names'));
    const view = fantasyModule.view(s, 0);
    const say = (m: number) => describeAction({ t: 'mgr', m }, 0, view).args?.seatTarget;
    expect(say(ROBOT)).toEqual({ msg: 'fantasy.w.robot' });
    expect(say(DECK)).toEqual({ msg: 'fantasy.w.deck' });
    expect(say(0)).toBe(0);
  });
});

describe('§Solo Rules: the result shows the Robot and the Deck', () => {
  it('both rivals have a row with their place, Wins and parts; the final names who played it', () => {
    let played = 0;
    let eliminated = 0;
    for (let i = 0; i < 12; i++) {
      const r = playGame(fantasyModule, { seed: `solo-out-${i}`, seats: 1, options: {}, bots: [] });
      const out = r.outcome;
      const g = r.table.g as FantasyState;
      if (!out) throw new Error('no outcome');
      expect(out.rivals?.map((x) => x.msg)).toEqual(['fantasy.rival.robot', 'fantasy.rival.deck']);
      expect(out.rivals?.map((x) => x.score)).toEqual([
        g.season?.total[ROBOT],
        g.season?.total[DECK],
      ]);
      for (const x of out.rivals ?? [])
        expect(x.parts?.reduce((n, p) => n + p.value, 0) ?? 0).toBe(x.score);
      const places = [out.rank[0], ...(out.rivals ?? []).map((x) => x.rank)].sort();
      if (g.po && g.po.champion >= 0) {
        played++;
        expect(places).toEqual([1, 2, 3]);
        // A rival is side -1 - i: the Robot -1, the Deck -2.
        const side = (m: number) => (m === 0 ? 0 : -m);
        expect(out.final?.winner).toBe(side(g.po.champion));
        expect(out.final?.loser).toBe(side(g.po.runnerUp));
      } else {
        eliminated++;
        // The Robot and the Deck took both slots: the series is not played, both stand above.
        expect(places).toEqual([1, 1, 3]);
        expect(out.final).toBeUndefined();
        expect(out.notes?.[0]?.[0]?.msg).toBe('fantasy.bd.out');
      }
    }
    expect(played + eliminated).toBe(12);
  });
});
