import type { LordsState } from '../../../src/games/lords/state';
import { describe, expect, it } from 'vitest';
import type { MsgArgs } from '../../../src/engine/types';
import { makeRng, parseSeed } from '../../../src/engine/rng';
import {
  challengeRoll,
  openRoll,
  passOnRoll,
  rollWindow,
} from '../../../src/games/lords/rules/windows';
import { mediaChallenge } from '../../../src/games/lords/content';
import {
  buyMedia,
  convertMedia,
  gainMedia,
  grantMedia,
  mediaCap,
  mediaOrder,
  setFrontOffice,
  spendMedia,
} from '../../../src/games/lords/rules/media';
import { ctxFor, owner, seated as seatedNow } from './helpers';
import { ownerAt } from '../../../src/games/lords/rules/owner';

/**
 * These tests pin the version-3 window (every owner with media or a roll card asked, the
 * roller first and last, A11); version 4's "who a roll asks" is tested in rollStakes.test.ts.
 */
const seated = (...args: Parameters<typeof seatedNow>): LordsState => ({
  ...seatedNow(...args),
  rules: 3,
});

describe('§7.3 media influence on a die roll', () => {
  it('Derek rolls 7: +1, Greg passes, Mark -1, Jim -1, Derek +2 makes 8, an All-Star (A11)', () => {
    // Seats: Derek 0, Greg 1, Mark 2, Jim 3.
    expect(mediaOrder(0, 4)).toEqual([0, 1, 2, 3, 0]);
    let derek = owner({ media: 3 });
    let mark = owner({ media: 1 });
    let jim = owner({ media: 1 });
    let roll = 7;
    [derek, roll] = spendMedia(derek, roll, +1);
    expect(roll).toBe(8);
    [mark, roll] = spendMedia(mark, roll, -1);
    [jim, roll] = spendMedia(jim, roll, -1);
    expect(roll).toBe(6);
    [derek, roll] = spendMedia(derek, roll, +2);
    expect(roll).toBe(8);
    expect([derek.media, mark.media, jim.media]).toEqual([0, 0, 0]);
  });

  it('spending more media than held is refused', () => {
    expect(() => spendMedia(owner({ media: 1 }), 5, -2)).toThrow(
      expect.objectContaining({ code: 'not-enough-media', section: '7.3' }),
    );
  });
});

describe('§3.1.1 front office media abilities', () => {
  it('A13: 5★ gets +2 and 4★ +1 at each phase start; 2★ and 1★ cap at 2 and 1', () => {
    expect(grantMedia(owner({ fo: 5, media: 0 })).media).toBe(2);
    expect(grantMedia(owner({ fo: 4, media: 14 })).media).toBe(15);
    expect(grantMedia(owner({ fo: 3, media: 1 })).media).toBe(1);
    expect(mediaCap(2)).toBe(2);
    expect(mediaCap(1)).toBe(1);
  });

  it('example: a 5★ FO with 2 media reduced to 3★ keeps its media and now has the 3★ ability', () => {
    const o = setFrontOffice(owner({ fo: 5, media: 2 }), 3);
    expect(o.fo).toBe(3);
    expect(o.media).toBe(2);
    expect(grantMedia(o).media).toBe(2);
  });

  it('NOTE: a reduction to 1★ applies at once: cubes above the cap go', () => {
    expect(setFrontOffice(owner({ fo: 3, media: 4 }), 1).media).toBe(1);
  });

  it('A12: media by trade or card is held up to the cap, not the 3-a-phase purchase limit', () => {
    expect(gainMedia(owner({ fo: 3, media: 5 }), 6).media).toBe(11);
    expect(gainMedia(owner({ fo: 2, media: 1 }), 3).media).toBe(2);
  });
});

describe('§7.3 buying media', () => {
  it('three a phase at $1,000, within the cap', () => {
    const o = owner({ fo: 3, media: 0 });
    const a = buyMedia(o, 3);
    expect(a.media).toBe(3);
    expect(a.money.value).toBe(o.money.value - 3_000);
    expect(() => buyMedia(a, 1)).toThrow(expect.objectContaining({ code: 'three-a-phase' }));
    expect(() => buyMedia(owner({ fo: 1, media: 1 }), 1)).toThrow(
      expect.objectContaining({ code: 'media-cap', section: '3.1.1' }),
    );
  });
});

describe('§6.2.3 media VP (A27)', () => {
  it('3 VP for each pair discarded, as many pairs as the owner chooses', () => {
    const [o, vp] = convertMedia(owner({ media: 5 }), 2);
    expect(vp).toBe(6);
    expect(o.media).toBe(1);
    expect(() => convertMedia(owner({ media: 3 }), 2)).toThrow(
      expect.objectContaining({ code: 'bad-pairs' }),
    );
  });
});

describe('§13.2 media challenges (A26)', () => {
  it("after the opponent's roll, once a phase: the roll moves by the chart, his direction", () => {
    const base = seated(['comets', 'quarrymen']);
    let s = openRoll(base, { k: 'payout', seat: 0 }, 0, ctxFor().rng);
    const natural = rollWindow(s).value;
    expect(rollWindow(s).queue).toEqual([0, 1, 0]);
    s = passOnRoll(s, 0);
    const lines: { msg: string; args?: MsgArgs }[] = [];
    const ctx = {
      rng: makeRng(parseSeed('challenge')),
      log: (msg: string, args?: MsgArgs) => lines.push({ msg, args }),
    };
    const after = challengeRoll(s, 1, -1, ctx);
    const line = lines.find((l) => l.msg === 'lords.challenge');
    const roll = Number(line?.args?.roll);
    expect(line?.args?.n).toBe(mediaChallenge(roll));
    expect(rollWindow(after).value).toBe(natural - mediaChallenge(roll));
    expect(ownerAt(after, 1).challengeUsed).toBe(true);
    expect(ownerAt(after, 1).media).toBe(ownerAt(s, 1).media);
    // Once a phase: a second challenge is refused; the roller cannot challenge himself.
    const again = { ...s, owners: after.owners };
    expect(() => challengeRoll(again, 1, 1, ctx)).toThrow(
      expect.objectContaining({ code: 'challenge-used', section: '13.2' }),
    );
    const mine = openRoll(base, { k: 'payout', seat: 0 }, 0, ctxFor().rng);
    expect(() => challengeRoll(mine, 0, 1, ctx)).toThrow(
      expect.objectContaining({ code: 'challenge-the-opponent' }),
    );
    // Two players only.
    const three = openRoll(
      seated(['comets', 'quarrymen', 'herons']),
      { k: 'payout', seat: 0 },
      0,
      ctxFor().rng,
    );
    expect(() => challengeRoll(passOnRoll(three, 0), 1, 1, ctx)).toThrow(
      expect.objectContaining({ code: 'two-players-only' }),
    );
  });

  it('1-5 nothing, 6-8 one cube against, 9-10 two: a challenge roll of 9 is 2 against', () => {
    expect([1, 5, 6, 8, 9, 10].map(mediaChallenge)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
