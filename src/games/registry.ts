/**
 * The games Dugout ships. Each game is its own lazy chunk: the shelf needs only the ids and
 * titles here; a game's rules and screens load when it is opened.
 */
import type { GameModule } from '../engine/types';
import type { GameUi } from '../ui/board';
import type { TeamsUi } from '../ui/teams';

/** A module of any game, as the shell and the simulator handle it. */
export type AnyModule = GameModule<unknown, unknown, unknown>;

export interface GameEntry {
  id: string;
  title: string;
  minSeats: number;
  maxSeats: number;
  load(): Promise<AnyModule>;
  loadUi(): Promise<GameUi>;
  /** The game's team builder, for games where players build their own teams. */
  loadTeams?(): Promise<TeamsUi>;
}

// A game's module and UI are typed by its own state, action and view; the shell handles
// them as opaque JSON, which is what the casts below say.
/** Shipped games, in shelf order. */
export const GAMES: readonly GameEntry[] = [
  {
    id: 'fantasy',
    title: 'Fantasy Fantasy Baseball',
    minSeats: 1,
    maxSeats: 5,
    load: () => import('./fantasy/index').then((m) => m.fantasyModule as unknown as AnyModule),
    loadUi: () => import('./fantasy/ui').then((m) => m.fantasyUi as unknown as GameUi),
  },
  {
    id: 'showdown',
    title: 'Showdown',
    minSeats: 2,
    maxSeats: 2,
    load: () => import('./showdown/index').then((m) => m.showdownModule as unknown as AnyModule),
    loadUi: () => import('./showdown/ui').then((m) => m.showdownUi as unknown as GameUi),
    loadTeams: () => import('./showdown/builder').then((m) => m.showdownTeams),
  },
];

/** Games on the shelf that are not playable yet, shown as coming soon. */
export const COMING: readonly { id: string; title: string }[] = [
  { id: 'lords', title: 'Lords of Baseball' },
  { id: 'gm', title: "You're the GM!" },
  { id: 'showdown', title: 'Showdown' },
  { id: 'highlights', title: 'Highlights 2045' },
  { id: 'fantasy', title: 'Fantasy Fantasy Baseball' },
];
