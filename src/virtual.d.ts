declare module 'virtual:dugout-extra-games' {
  import type { GameEntry } from './games/registry';
  /** Games added by the build mode: the engine fixtures in e2e builds, none otherwise. */
  export const EXTRA_GAMES: readonly GameEntry[];
}
