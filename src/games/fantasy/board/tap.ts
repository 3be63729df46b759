/**
 * The board's one interaction concern: which card is selected, and what a tap does. A tap
 * on a card with legal actions selects it (its actions are then offered as targets); a tap
 * on any other face opens it large. Actions sent are always objects from the actions list.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { MsgArgs } from '../../../engine/types';
import type { FantasyAction } from '../state';

export interface Tap {
  selected: string | null;
  byCard: ReadonlyMap<string, FantasyAction[]>;
  /** A tap on a face. */
  card(id: string): void;
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
