import { describe, expect, it } from 'vitest';
import { zone } from '../../../src/engine/hidden';
import type { LordsState } from '../../../src/games/lords/state';
import { startPhase } from '../../../src/games/lords/rules/opening';
import { ownerAt, withOwner } from '../../../src/games/lords/rules/owner';
import { applyAction } from '../../../src/games/lords/rules/flow';
import { promptsOf } from '../../../src/games/lords/rules/moves';
import { rollWindow } from '../../../src/games/lords/rules/windows';
import { ctxFor, seated } from './helpers';

const act = (s: LordsState, seat: number, a: Parameters<typeof applyAction>[2]) =>
  applyAction(s, seat, a, ctxFor());

describe("§5.3.1, §7.3 a roll on a card's own table goes through the media window", () => {
  it("Long Home Stand: an odd roll moved to even by the roller's media wins 3 games", () => {
    let s = startPhase(seated(['quarrymen', 'comets']), 'es', 0, ctxFor());
    s = withOwner(s, 0, {
      ...ownerAt(s, 0),
      media: 2,
      hand: zone<string>([0], ['home-stand', 'sweep']),
    });
    s = withOwner(s, 1, { ...ownerAt(s, 1), hand: zone<string>([1], ['sweep']) });
    const w0 = ownerAt(s, 0).w;
    s = act(s, 0, { t: 'event', card: 'home-stand', target: 0 });
    // The cancel window (5.3.10) first, if anyone may answer it.
    while (s.window?.k === 'event') s = act(s, s.window.queue[0] ?? 0, { t: 'respond' });
    // The card's roll: purpose 'effect' (the run waits in `effects`), the roller first.
    const w = rollWindow(s);
    expect(w.purpose).toEqual({ k: 'effect', seat: 0 });
    expect(promptsOf(s)).toEqual([{ seat: 0, kind: 'response', msg: 'lords.prompt.roll' }]);
    s = { ...s, window: { ...w, natural: 5, value: 5 } };
    s = act(s, 0, { t: 'media', by: 1 });
    while (s.window?.k === 'roll') s = act(s, s.window.queue[0] ?? 0, { t: 'respond' });
    expect(ownerAt(s, 0).media).toBe(1);
    expect(ownerAt(s, 0).w).toBe(w0 + 3);
  });
});
