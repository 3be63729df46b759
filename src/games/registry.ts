/**
 * The games Dugout ships. Each game is its own lazy chunk: the shelf needs only the ids and
 * titles here; a game's rules and screens load when it is opened.
 */
import type { Coach, GameUi, RulesDocument } from '../ui/board';
import type { GameModule } from '../engine/types';
import type { TeamsUi } from '../ui/teams';
import { RULES, type AnyModule } from './registry-rules';

export { RULES, type AnyModule };

export interface GameEntry {
  id: string;
  title: string;
  minSeats: number;
  maxSeats: number;
  load(): Promise<AnyModule>;
  loadUi(): Promise<GameUi>;
  /**
   * The game's catalogs alone (English, and each translation as a lazy loader), for screens
   * that word a saved game's message (home's progress line, results) without its rules
   * chunk. Absent: the shell takes them from `load()`.
   */
  loadWords?(): Promise<GameWords>;
  /**
   * The game ships a guided first game: home offers "Learn to play". Its coach is a lazy
   * chunk of its own, loaded only for a guided game (the shell sets it as `GameUi.coach`).
   */
  loadCoach?(): Promise<Coach>;
  /**
   * The game's rules reference as a lazy chunk of its own, loaded only by the Rules screen,
   * so the game's chunk does not carry it to the table. Absent: `GameUi.Rules`.
   */
  loadRules?(): Promise<RulesDocument>;
  /** The game's team builder, for games where players build their own teams. */
  loadTeams?(): Promise<TeamsUi>;
}

/** A game's message catalogs, as its module offers them (`messages`, `translations`). */
export type GameWords = Pick<GameModule<unknown, unknown, unknown>, 'messages' | 'translations'>;

type Catalog = GameWords['messages'];
/** A game's catalogs from its English and French chunks (each its own, shared with the rules). */
const words =
  (en: () => Promise<Catalog>, fr: () => Promise<Catalog>): (() => Promise<GameWords>) =>
  () =>
    en().then((messages) => ({ messages, translations: { fr } }));

// A game's module and UI are typed by its own state, action and view; the shell handles
// them as opaque JSON, which is what the casts below say.
const rules = (id: string) => RULES[id] as () => Promise<AnyModule>;

/** Shipped games, in shelf order. */
export const GAMES: readonly GameEntry[] = [
  {
    id: 'fantasy',
    title: 'Fantasy Fantasy Baseball',
    minSeats: 1,
    maxSeats: 5,
    loadCoach: () => import('./fantasy/coach').then((m) => m.fantasyCoach as unknown as Coach),
    load: rules('fantasy'),
    loadWords: words(
      () => import('./fantasy/messages').then((m) => m.MESSAGES),
      () => import('./fantasy/messages.fr').then((m) => m.MESSAGES_FR),
    ),
    loadUi: () => import('./fantasy/ui').then((m) => m.fantasyUi as unknown as GameUi),
  },
  {
    id: 'showdown',
    title: 'Showdown',
    minSeats: 2,
    maxSeats: 2,
    loadCoach: () => import('./showdown/coach').then((m) => m.showdownCoach as unknown as Coach),
    loadRules: () => import('./showdown/rules-ref/Rules').then((m) => m.Rules),
    load: rules('showdown'),
    loadWords: words(
      () => import('./showdown/messages').then((m) => m.MESSAGES),
      () => import('./showdown/messages.fr').then((m) => m.MESSAGES_FR),
    ),
    loadUi: () => import('./showdown/ui').then((m) => m.showdownUi as unknown as GameUi),
    loadTeams: () => import('./showdown/builder').then((m) => m.showdownTeams),
  },
  {
    id: 'gm',
    title: "You're the GM!",
    minSeats: 2,
    maxSeats: 6,
    loadCoach: () => import('./gm/coach').then((m) => m.gmCoach as unknown as Coach),
    load: rules('gm'),
    loadWords: words(
      () => import('./gm/messages').then((m) => m.MESSAGES),
      () => import('./gm/messages.fr').then((m) => m.MESSAGES_FR),
    ),
    loadUi: () => import('./gm/ui').then((m) => m.gmUi as unknown as GameUi),
  },
  {
    id: 'highlights',
    title: 'Highlights 2045',
    minSeats: 1,
    maxSeats: 3,
    loadCoach: () =>
      import('./highlights/coach').then((m) => m.highlightsCoach as unknown as Coach),
    load: rules('highlights'),
    loadWords: words(
      () => import('./highlights/messages').then((m) => m.MESSAGES),
      () => import('./highlights/messages.fr').then((m) => m.MESSAGES_FR),
    ),
    loadUi: () => import('./highlights/ui').then((m) => m.highlightsUi as unknown as GameUi),
  },
  {
    id: 'lords',
    title: 'Lords of Baseball',
    minSeats: 2,
    maxSeats: 4,
    loadCoach: () => import('./lords/coach').then((m) => m.lordsCoach as unknown as Coach),
    loadRules: () => import('./lords/rules-ref/Rules').then((m) => m.Rules),
    load: rules('lords'),
    loadWords: words(
      () => import('./lords/messages').then((m) => m.MESSAGES),
      () => import('./lords/messages.fr').then((m) => m.MESSAGES_FR),
    ),
    loadUi: () => import('./lords/ui').then((m) => m.lordsUi as unknown as GameUi),
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
