// @vitest-environment happy-dom
/**
 * Lords at the edges (`GameUi.parts`): the shared table once in the middle, each owner's
 * own side at his edge, and a closed edge shows nothing private.
 */
import { signal } from '@preact/signals';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlayModel } from '../../../../src/app/models/play-model';
import { EdgeTable } from '../../../../src/app/screens/EdgeTable';
import type { Session } from '../../../../src/engine/session';
import type { AnyModule } from '../../../../src/games/registry';
import { lordsModule } from '../../../../src/games/lords';
import { lordsUi } from '../../../../src/games/lords/ui';
import { newGame, playUntil, seatInfos, state, type Game } from './table';

afterEach(cleanup);

function across(g: Game) {
  const module = lordsModule as unknown as AnyModule;
  const model = createPlayModel({
    module,
    session: g as unknown as Session<unknown, unknown>,
    saver: { append() {}, undo() {}, status: signal('saved') },
    runBot: { threads: 1, decide: () => new Promise(() => {}) },
    responseMode: signal('ask-all'),
    botSpeed: signal('normal'),
  });
  model.start();
  model.setTableMode('edges');
  render(
    <EdgeTable
      model={model}
      ui={lordsUi as never}
      seats={seatInfos(2)}
      say={(k) => k}
      pins={[undefined, undefined]}
    />,
  );
  return model;
}

const halves = () => [...document.querySelectorAll<HTMLElement>('.edge')];
const shared = () => document.querySelector<HTMLElement>('.edges__table') as HTMLElement;

describe('Lords at the edges', () => {
  const g = playUntil(newGame(2), (s) => s.step === 'season' && s.window === null);
  const s = state(g);

  it('the shared table is drawn once in the middle: the main board, no hand, no control', () => {
    const model = across(g);
    expect(lordsUi.parts).toBe(true);
    const table = shared();
    expect(table.querySelector('.lords--part-table')).not.toBeNull();
    expect(table.querySelector('[data-action]')).toBeNull();
    expect(table.querySelector('[data-zone="hand"]')).toBeNull();
    // Each person's mat on his side of the table, the far one's turned toward him with the
    // standings again; the bot's opens from its line.
    const mats = [...table.querySelectorAll('.lords-mat')].map((m) => m.getAttribute('data-seat'));
    expect(mats.sort()).toEqual(['0', '1']);
    expect(table.querySelector('.lords-far .lords-mat')?.getAttribute('data-seat')).toBe('1');
    expect(table.querySelectorAll('.lords-far .lords-standings')).toHaveLength(1);
    // Only public cards on it (the community event, the draft card, the last card played:
    // the top of the discard pile, its first card, as the rules lay each card on it).
    const open = new Set([
      ...s.discard.cards.slice(0, 1),
      ...s.community.cards,
      ...s.draftCard.cards,
    ]);
    for (const el of table.querySelectorAll('[data-card]'))
      expect(open.has(el.getAttribute('data-card') ?? '')).toBe(true);
    model.dispose();
  });

  it("a closed edge shows no private card; an open one its owner's hand, mat and controls", () => {
    const model = across(g);
    expect(halves()).toHaveLength(2);
    for (const half of halves()) {
      expect(half.querySelector('[data-card]')).toBeNull();
      expect(half.querySelector('[data-zone="hand"]')).toBeNull();
      expect(half.querySelector('[data-testid="money"]')).toBeNull();
    }
    // Player 1 (the near edge) holds his side open.
    const [far, near] = halves() as [HTMLElement, HTMLElement];
    fireEvent.pointerDown(near, { pointerId: 1, clientX: 5, clientY: 5 });
    expect(near.querySelector('.lords--part-seat')).not.toBeNull();
    expect(near.querySelector('.lords-mat--mine')).not.toBeNull();
    const hand = s.owners[0]?.hand.cards ?? [];
    if (hand.length > 0) expect(near.querySelector('[data-zone="hand"]')).not.toBeNull();
    // The scoreboard is not repeated in the side.
    expect(near.querySelector('.lords-main')).toBeNull();
    // The far side stays closed: nothing of Player 2's.
    expect(far.querySelector('[data-card]')).toBeNull();
    expect(far.querySelector('.lords-mat')).toBeNull();
    // Held past a tap and lifted in place: a look, and the edge turns face down.
    const t0 = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(t0 + 1000);
    fireEvent.pointerUp(near, { pointerId: 1, clientX: 5, clientY: 5 });
    vi.restoreAllMocks();
    expect(near.querySelector('[data-zone="hand"]')).toBeNull();
    model.dispose();
  });
});
