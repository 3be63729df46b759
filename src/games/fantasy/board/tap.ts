/**
 * The board's one interaction concern: what a tap does. A card with one legal move plays it
 * at a tap (its control carries `data-action`); a card with two (More Wins: upright or upside
 * down) plays the first at a tap and offers the other as a chip beside it; a long press, or a
 * tap on a card with no move, opens it whole. Actions sent are always objects from the
 * actions list.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { MsgArgs } from '../../../engine/types';
import type { FantasyAction } from '../state';

export interface Tap {
  byCard: ReadonlyMap<string, FantasyAction[]>;
  /** Opens a face large (with its actions, if any). */
  details(id: string): void;
  /** Sends one of the legal actions. */
  act(a: FantasyAction): void;
  /** The action as a sentence (describe + the game's catalog). */
  label(a: FantasyAction): string;
  /** A seat's or automaton's display name. */
  name(m: number): string;
  /** The game's message catalog, filled. */
  say(key: string, args?: MsgArgs): string;
}

export const TapContext = createContext<Tap | null>(null);

export function useTap(): Tap {
  const tap = useContext(TapContext);
  if (!tap) throw new Error('board components need the TapContext');
  return tap;
}

/** What a card's tap plays (its only move, or the upright placement) and its other moves. */
export function splitMoves(list: readonly FantasyAction[]): {
  tap: FantasyAction | null;
  more: FantasyAction[];
} {
  if (list.length === 0) return { tap: null, more: [] };
  const tap = list.find((a) => a.t !== 'place' || a.o !== 1) ?? list[0] ?? null;
  return { tap, more: list.filter((a) => a !== tap) };
}
