/**
 * Each shipped game's rules chunk, by id: all the bots' worker needs. A module of its own,
 * apart from the registry's entries, so that the worker's bundle reaches no game's screens
 * (and their CSS): a bundler keeps the chunks of dynamic imports even in unused code.
 */
import type { GameModule } from '../engine/types';

/** A module of any game, as the shell and the simulator handle it. */
export type AnyModule = GameModule<unknown, unknown, unknown>;

// A game's module is typed by its own state, action and view; the shell handles them as
// opaque JSON, which is what the casts say.
export const RULES: Readonly<Record<string, () => Promise<AnyModule>>> = {
  fantasy: () => import('./fantasy/index').then((m) => m.fantasyModule as unknown as AnyModule),
  showdown: () => import('./showdown/index').then((m) => m.showdownModule as unknown as AnyModule),
  gm: () => import('./gm/index').then((m) => m.gmModule as unknown as AnyModule),
  highlights: () =>
    import('./highlights/index').then((m) => m.highlightsModule as unknown as AnyModule),
  lords: () => import('./lords/index').then((m) => m.lordsModule as unknown as AnyModule),
};
