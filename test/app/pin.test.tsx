// @vitest-environment happy-dom
/**
 * Every way to see a PIN-protected seat's private view asks for the PIN: the handoff
 * cover, an edge of the table, and deleting the profile (after which its seats
 * would open freely).
 */
import { signal } from '@preact/signals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayModel } from '../../src/app/models/play-model';
import { EdgeTable } from '../../src/app/screens/EdgeTable';
import { Handoff } from '../../src/app/screens/Handoff';
import { Profiles } from '../../src/app/screens/Profiles';
import { ServicesContext, type AppServices, type ProfileView } from '../../src/app/services';
import { createSession, type Session } from '../../src/engine/session';
import type { Seat } from '../../src/engine/types';
import type { AnyModule } from '../../src/games/registry';
import { sealedBid } from '../fixtures/games';
import { actionBoardUi } from '../fixtures/ui/ActionBoard';

const pinField = (name: string) => screen.getByLabelText(`PIN for ${name}`) as HTMLInputElement;
const enter = (name: string, pin: string) => {
  const input = pinField(name);
  fireEvent.input(input, { target: { value: pin } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
};

describe('the PIN on the handoff cover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('Open waits for a PIN (a lifted finger cannot press it) and Cancel goes back to the hold', () => {
    const onReveal = vi.fn();
    render(<Handoff name="Mara" color={2} recap={[]} pin="4321" onReveal={onReveal} />);
    fireEvent.pointerDown(screen.getByTestId('hold-to-reveal'), { pointerId: 1 });
    act(() => void vi.advanceTimersByTime(700));
    const open = screen.getByRole('button', { name: 'Open' }) as HTMLButtonElement;
    expect(open.disabled).toBe(true);
    fireEvent.click(open);
    expect(onReveal).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('PIN for Mara')).toBeNull();
    expect(screen.getByTestId('hold-to-reveal')).toBeTruthy();
    expect(onReveal).not.toHaveBeenCalled();
  });
});

describe('the PIN at an edge of the table', () => {
  const seats: Seat[] = [
    { name: 'Ann', kind: 'human' },
    { name: 'Ben', kind: 'human' },
  ];
  const info = seats.map((s, i) => ({ name: s.name, color: i + 1, kind: s.kind }));

  function table(pins: (string | undefined)[]) {
    const module = sealedBid as unknown as AnyModule;
    const model = createPlayModel({
      module,
      session: createSession(module, { seed: 'pin', seats, options: {} }) as Session<
        unknown,
        unknown
      >,
      saver: { append() {}, undo() {}, status: signal('saved') },
      runBot: { threads: 1, decide: () => new Promise(() => {}) },
      responseMode: signal('ask-all'),
      botSpeed: signal('normal'),
    });
    model.setTableMode('edges');
    render(
      <EdgeTable
        model={model}
        ui={actionBoardUi(module)}
        seats={info}
        say={(k: string) => k}
        pins={pins}
      />,
    );
    return model;
  }
  const hands = () => document.querySelectorAll('[data-zone="hand"]').length;
  const edgeOf = (seat: number) => document.querySelector(`[data-seat="${seat}"]`) as HTMLElement;

  it('opening a PIN seat asks for the PIN, even pressed and held; a wrong one shows nothing', () => {
    const model = table(['1234', undefined]);
    const open = screen.getByRole('button', { name: /Ann/ });
    fireEvent.pointerDown(edgeOf(0), { pointerId: 1 });
    expect(hands()).toBe(0);
    fireEvent.click(open);
    expect(hands()).toBe(0);
    enter('Ann', '9999');
    expect(screen.getByRole('alert').textContent).toMatch(/not right/);
    expect(hands()).toBe(0);
    enter('Ann', '1234');
    expect(hands()).toBe(1);
    // Open until its owner turns it face down.
    fireEvent.click(screen.getByRole('button', { name: 'Turn face down' }));
    expect(hands()).toBe(0);
    model.dispose();
  });

  it('an opened PIN hand turns face down once its owner has made his choice', () => {
    const model = table(['1234', '5678']);
    fireEvent.click(screen.getByRole('button', { name: /Ann/ }));
    enter('Ann', '1234');
    fireEvent.click(screen.getByRole('button', { name: /Ben/ }));
    enter('Ben', '5678');
    expect(hands()).toBe(2);
    // Ben bids: his hand turns face down; Ann, still to bid, keeps hers open.
    act(() => void model.actFor(1, model.actionsFor(1)[0]));
    expect(hands()).toBe(1);
    expect(edgeOf(0).querySelector('[data-zone="hand"]')).not.toBeNull();
    act(() => void model.actFor(0, model.actionsFor(0)[0]));
    expect(hands()).toBe(0);
    model.dispose();
  });

  it('a seat without a PIN opens while pressed and turns face down when the finger lifts in place', () => {
    const model = table([undefined, undefined]);
    fireEvent.pointerDown(edgeOf(0), { pointerId: 1, clientX: 10, clientY: 10 });
    expect(hands()).toBe(1);
    // Held past a tap, lifted where it was pressed: a look, not a play.
    const t0 = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(t0 + 1000);
    fireEvent.pointerUp(edgeOf(0), { pointerId: 1, clientX: 10, clientY: 10 });
    vi.restoreAllMocks();
    expect(hands()).toBe(0);
    model.dispose();
  });
});

describe('the PIN when deleting a profile', () => {
  function profiles(list: ProfileView[]) {
    const remove = vi.fn(() => Promise.resolve());
    const services = {
      profiles: { list: () => Promise.resolve(list), save: vi.fn(), remove },
      games: { list: () => Promise.resolve([]) },
    } as unknown as AppServices;
    render(
      <ServicesContext.Provider value={services}>
        <Profiles />
      </ServicesContext.Provider>,
    );
    return remove;
  }

  it('a PIN-protected profile is deleted only with its PIN; one without is deleted at once', async () => {
    const remove = profiles([
      { id: 'p1', name: 'Ada', color: 1, pin: '2468', records: {} },
      { id: 'p2', name: 'Bo', color: 2, records: {} },
    ]);
    await waitFor(() => screen.getByText('Ada'));
    const [ada, bo] = screen.getAllByRole('button', { name: 'Delete' });
    fireEvent.click(ada as HTMLElement);
    expect(remove).not.toHaveBeenCalled();
    enter('Ada', '1111');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('PIN for Ada')).toBeNull();
    fireEvent.click(bo as HTMLElement);
    expect(remove).toHaveBeenCalledWith('p2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    enter('Ada', '2468');
    expect(remove).toHaveBeenCalledWith('p1');
  });
});
