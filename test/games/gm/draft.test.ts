import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/engine/types';
import { gmModule } from '../../../src/games/gm';
import { player, PLAYERS } from '../../../src/games/gm/content';
import {
  act,
  chooseAll,
  inDeck,
  lastLog,
  logged,
  rig,
  setHand,
  start,
  type GmState,
} from './helpers';

const regular = (f: (id: string) => boolean = () => true) =>
  PLAYERS.filter((p) => !p.prospect && !p.ability && f(p.id)).map((p) => p.id);
const prospects = PLAYERS.filter((p) => p.prospect && !p.ability).map((p) => p.id);

/** Everyone declines the first card of the hand it holds. */
function declineAll(s: GmState, except: number[] = []): GmState {
  let cur = s;
  for (let m = 0; m < s.seats; m++) {
    if (except.includes(m)) continue;
    cur = act(cur, m, { t: 'decline', c: cur.gms[m]?.hand.cards[0] ?? '' });
  }
  return cur;
}

describe('§Setup', () => {
  it('§Setup 1-3: two cards each; one Team side up, the other Manager; budget in tokens', () => {
    let s = start(3);
    expect(s.gms.map((g) => g.offer.length)).toEqual([2, 2, 2]);
    expect(new Set(s.gms.flatMap((g) => g.offer)).size).toBe(6);
    const [a, b] = s.gms[0]?.offer ?? [];
    s = act(s, 0, { t: 'choose', team: b ?? '' });
    expect(s.gms[0]).toMatchObject({ team: b, manager: a });
    expect(s.gms[0]?.cash).toBe(s.gms[0]?.budget);
    expect(() => act(s, 1, { t: 'choose', team: a ?? '' })).toThrow(RulesError);
  });

  it('Winning the Game: 3 trophies with 2-3 GMs, 2 with 4-6', () => {
    expect([2, 3, 4, 5, 6].map((n) => start(n).goal)).toEqual([3, 3, 2, 2, 2]);
  });
});

describe('§1 Free Agency Draft', () => {
  it('§1 1: everyone draws five cards, seen only by their holder', () => {
    const s = chooseAll(start(3));
    expect(s.phase).toBe('draft');
    expect(s.gms.map((g) => g.hand.cards.length)).toEqual([5, 5, 5]);
    const view = gmModule.view(s, 1);
    expect(view.gms[0]?.hand.cards).toEqual([]);
    expect(view.gms[0]?.hand.n).toBe(5);
    expect(view.gms[1]?.hand.cards).toEqual(s.gms[1]?.hand.cards);
  });

  it('§1 2, D15: a choice stays face down until everyone has chosen, then all are revealed', () => {
    let s = chooseAll(start(2));
    const id = regular((c) => player(c).salary <= 3)[0] as string;
    s = setHand(s, 0, [id, ...inDeck(s).slice(0, 4)]);
    s = act(s, 0, { t: 'sign', c: id });
    expect(s.gms[0]?.roster.cards).toEqual([]);
    const other = gmModule.view(s, 1);
    expect(other.gms[0]?.pick.cards).toEqual([]);
    expect(other.gms[0]?.choice).toMatchObject({ unseen: true, value: 'decline' });
    expect(gmModule.prompts(s).map((p) => [p.seat, p.kind])).toEqual([[1, 'secret']]);
    s = act(s, 1, { t: 'decline', c: s.gms[1]?.hand.cards[0] ?? '' });
    expect(s.gms[0]?.roster.cards.map((c) => c.id)).toEqual([id]);
    expect(s.gms[0]?.roster.cards[0]?.paid).toBe(player(id).salary);
    expect(s.gms[0]?.cash).toBe((s.gms[0]?.budget ?? 0) - player(id).salary);
  });

  it("§1 3, D25, D27: hands pass clockwise (seat 0 gets the last seat's hand)", () => {
    let s = chooseAll(start(3));
    const hands = s.gms.map((g) => g.hand.cards.slice(1));
    s = declineAll(s);
    expect(logged('gm.log.pass')).toBe(true);
    expect(s.gms.map((g) => g.hand.cards)).toEqual([hands[2], hands[0], hands[1]]);
    expect(s.gms[0]?.hand.$zone).toEqual([0]);
    // D27: the GM who passed a hand no longer sees it.
    expect(gmModule.view(s, 0).gms[1]?.hand).toMatchObject({ cards: [], n: 4 });
  });

  it('§1, D24: five decisions a season; an empty league plays through to the next season', () => {
    let s = chooseAll(start(2));
    for (let k = 0; k < 5; k++) s = declineAll(s);
    // Nobody signed: no dice, no Arbitration; the season is scored and season 2 begins.
    expect(s.last?.season).toBe(1);
    // No player lines in the season's scoring (only Team bonuses and Managers).
    expect(lastLog.filter((l) => /gm\.log\.line\.(max|base|empty|bench)/.test(l.msg))).toEqual([]);
    expect(lastLog.filter((l) => l.msg === 'gm.log.wins').length).toBe(2);
    expect(s.season).toBe(2);
    expect(s.phase).toBe('draft');
    expect(s.discard.cards.length).toBe(10);
  });

  it('§1 Roster Size, D23: with five on the Active Roster only a prospect may be signed', () => {
    let s = chooseAll(start(2));
    const five = regular()
      .slice(0, 5)
      .map((id) => ({ id }));
    s = rig(s, 0, { roster: five, cash: 20 });
    const reg = regular((c) => !five.some((f) => f.id === c))[0] as string;
    const pro = prospects[0] as string;
    s = setHand(s, 0, [reg, pro, ...inDeck(s).slice(0, 3)]);
    const acts = gmModule.actions(s, 0);
    expect(acts).not.toContainEqual({ t: 'sign', c: reg });
    expect(acts).toContainEqual({ t: 'sign', c: pro });
    expect(() => act(s, 0, { t: 'sign', c: reg })).toThrow(
      expect.objectContaining({ code: 'roster-full' }),
    );
    s = act(s, 0, { t: 'sign', c: pro });
    s = declineAll(s, [0]);
    expect(s.gms[0]?.minors.cards.map((c) => c.id)).toEqual([pro]);
    expect(s.gms[0]?.minors.cards[0]?.paid).toBe(0);
  });

  it('§1 Your Budget: no signing without enough uncommitted money', () => {
    let s = chooseAll(start(2));
    const dear = regular((c) => player(c).salary >= 3)[0] as string;
    s = rig(s, 0, { roster: [], cash: player(dear).salary - 1 });
    s = setHand(s, 0, [dear, ...inDeck(s).slice(0, 4)]);
    expect(() => act(s, 0, { t: 'sign', c: dear })).toThrow(
      expect.objectContaining({ code: 'cannot-afford', section: '§1 Your Budget' }),
    );
  });

  it('D10: the Minor Leagues hold at most five prospects', () => {
    let s = chooseAll(start(2));
    s = rig(s, 0, { minors: prospects.slice(0, 5).map((id) => ({ id })) });
    const pro = prospects[5] as string;
    s = setHand(s, 0, [pro, ...inDeck(s).slice(0, 4)]);
    expect(() => act(s, 0, { t: 'sign', c: pro })).toThrow(
      expect.objectContaining({ code: 'minors-full' }),
    );
  });

  it('D14: a free-die sign effect puts its die on the slot showing its icon', () => {
    let s = chooseAll(start(2));
    const dieCard = PLAYERS.find((p) => !p.prospect && p.ability?.k === 'signDie');
    if (!dieCard || dieCard.ability?.k !== 'signDie') throw new Error('content lacks a free die');
    s = rig(s, 0, { roster: [], cash: 20 });
    s = setHand(s, 0, [dieCard.id, ...inDeck(s).slice(0, 4)]);
    s = act(s, 0, { t: 'sign', c: dieCard.id });
    s = declineAll(s, [0]);
    const signed = s.gms[0]?.roster.cards.find((c) => c.id === dieCard.id);
    const skill = dieCard.ability.skill;
    expect(signed?.dice[dieCard.slots.indexOf(skill)]).toBe(skill);
    expect(signed?.dice.filter((d) => d !== null)).toEqual([skill]);
  });

  it('D14: a signing discount applies when a player of its logo is already active', () => {
    const disc = PLAYERS.find(
      (p) => !p.prospect && p.ability?.k === 'signDiscount' && p.salary >= 2,
    );
    if (!disc || disc.ability?.k !== 'signDiscount') throw new Error('content lacks a discount');
    const logo = disc.ability.logo;
    const mate = PLAYERS.find((p) => !p.prospect && p.logo === logo && p.id !== disc.id);
    const stranger = PLAYERS.find((p) => !p.prospect && p.logo !== logo && p.id !== disc.id);
    const paid = (roster: string[]) => {
      let s = chooseAll(start(2));
      s = rig(s, 0, { roster: roster.map((id) => ({ id })), cash: 20 });
      s = setHand(s, 0, [disc.id, ...inDeck(s).slice(0, 4)]);
      s = act(s, 0, { t: 'sign', c: disc.id });
      s = declineAll(s, [0]);
      return s.gms[0]?.roster.cards.find((c) => c.id === disc.id)?.paid;
    };
    expect(paid([mate?.id ?? ''])).toBe(Math.max(0, disc.salary - disc.ability.n));
    expect(paid([stranger?.id ?? ''])).toBe(disc.salary);
  });

  it('D8: when the deck runs short, the discards are shuffled into a new deck', () => {
    let s = chooseAll(start(2));
    // Move all but three deck cards to the discard pile, then start the next season's draft.
    const keep = s.deck.cards.slice(0, 3);
    s = {
      ...s,
      deck: { ...s.deck, cards: keep },
      discard: { $zone: 'none', cards: [...s.discard.cards, ...s.deck.cards.slice(3)] },
    };
    for (let k = 0; k < 5; k++) s = declineAll(s);
    // Skip through the season: everyone's rosters are empty, so no dice and no decisions.
    expect(s.season).toBe(2);
    expect(s.phase).toBe('draft');
    expect(s.gms.map((g) => g.hand.cards.length)).toEqual([5, 5]);
  });
});
