/**
 * The message catalogs: one place for every user-visible string of the shell, in each
 * language the app is written in. Every catalog, English included, is a lazy chunk loaded
 * when it becomes the active language (the app's entry loads the first one before it draws
 * anything), so the home chunk carries none of them. Games bring their own catalogs:
 * `module.messages` (English) and `module.translations[lang]()` (lazy, in the game's chunks).
 */
import { signal } from '@preact/signals';
import { formatMessage } from '../../engine/messages';
import type { Credit, MsgArgs } from '../../engine/types';
import { activeLanguage, resolveLanguage, type Language } from '../../ui/language';
import type { MessageKey } from './en';
import { logFailure } from '../log-failure';

export type { MessageKey, Language };
export { activeLanguage, resolveLanguage };

type Catalog = Readonly<Record<string, string>>;

/** The shell catalog of the active language (empty until the first has loaded). */
const shell = signal<Catalog>({});

/** The shell catalogs: each is its own chunk (every one is complete: typed by the keys). */
const SHELL_LOADERS: Readonly<Record<Language, () => Promise<Catalog>>> = {
  en: () => import('./en').then((m) => m.en),
  fr: () => import('./fr').then((m) => m.fr),
};

/** The device's language preferences, most preferred first. */
function devicePreferences(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

let switchSeq = 0;

/**
 * Makes a language setting the active language: loads its shell catalog, then switches the
 * strings, `activeLanguage` and `<html lang>` together (the lang attribute is what makes CSS
 * `hyphens: auto` break words by the right dictionary). A later call wins over one still loading.
 */
export async function applyLanguage(
  setting: 'auto' | Language,
  preferences: readonly string[] = devicePreferences(),
): Promise<Language> {
  const lang = resolveLanguage(setting, preferences);
  const seq = ++switchSeq;
  const catalog = await SHELL_LOADERS[lang]();
  if (seq !== switchSeq) return lang;
  shell.value = catalog;
  activeLanguage.value = lang;
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  return lang;
}

/** A shell message in the active language, filled with its arguments. */
export function t(key: MessageKey, args?: MsgArgs): string {
  return formatMessage(
    shell.value[key],
    key,
    args,
    (s) => `#${s + 1}`,
    (k) => shell.value[k],
    activeLanguage.value,
  );
}

/** What a game module offers for its catalogs (GameModule's `messages` and `translations`). */
export interface GameCatalogs {
  messages: Catalog;
  translations?: Readonly<Partial<Record<string, () => Promise<Catalog>>>>;
}

/** Game catalogs loaded so far, per module, per language, each merged over English. */
const gameLoaded = new WeakMap<GameCatalogs, Map<Language, Catalog>>();
const gameLoading = new WeakMap<GameCatalogs, Map<Language, Promise<Catalog>>>();
/** Bumped when a game catalog arrives, so screens that showed English re-render. */
const gameCatalogTick = signal(0);

/** Loads a game's catalog in a language (English at once), merged over its English one. */
export function loadGameMessages(module: GameCatalogs, lang: Language): Promise<Catalog> {
  const have = gameLoaded.get(module)?.get(lang);
  if (lang === 'en' || have) return Promise.resolve(have ?? module.messages);
  const pending = gameLoading.get(module)?.get(lang);
  if (pending) return pending;
  const loader = module.translations?.[lang];
  const promise = (loader ? loader() : Promise.resolve({}))
    .then((own) => ({ ...module.messages, ...own }))
    // English stands in, for the page's lifetime (a browser keeps a failed import's answer).
    .catch((e: unknown) => {
      logFailure(`the game catalog in ${lang}`)(e);
      return module.messages;
    })
    .then((merged) => {
      const loaded = gameLoaded.get(module) ?? new Map<Language, Catalog>();
      gameLoaded.set(module, loaded.set(lang, merged));
      gameCatalogTick.value++;
      return merged;
    });
  const loading = gameLoading.get(module) ?? new Map<Language, Promise<Catalog>>();
  gameLoading.set(module, loading.set(lang, promise));
  return promise;
}

/**
 * A game's catalog in the active language. Until that language's catalog has loaded (a
 * lazy chunk of the game), this is the English one and the load is started; the screen
 * re-renders in the new language when it arrives.
 */
export function gameMessages(module: GameCatalogs): Catalog {
  const lang = activeLanguage.value;
  void gameCatalogTick.value;
  if (lang === 'en') return module.messages;
  const have = gameLoaded.get(module)?.get(lang);
  if (have) return have;
  // A catalog that cannot load leaves English (loadGameMessages); this catch is for the unforeseen.
  loadGameMessages(module, lang).catch(logFailure('a game catalog'));
  return module.messages;
}

/**
 * A text of a game's metadata (an option's label, help or choice, the credit line) in the
 * active language: the game's catalog holds it under `key` (`<id>.option.<option>`,
 * `….help`, `….=<value>`, `<id>.credit.rulebook`, `<id>.credit.designers`); the metadata's
 * own English is the fallback (the English catalog need not repeat it).
 */
export function metaText(module: GameCatalogs, key: string, english: string): string {
  return gameMessages(module)[key] ?? english;
}

/**
 * A refused move's reason in the active language: the game's catalog may word the rule's
 * code (`<id>.refusal.<code>`); otherwise English readers get the rule's own words and others
 * the rule's section ("ce coup n’est pas permis par la règle 5.7.1"): the rules write their
 * refusals in English only.
 */
export function refusalText(
  module: GameCatalogs & { id: string },
  r: { message: string; code: string; section: string },
): string {
  const fallback =
    activeLanguage.value === 'en' ? r.message : t('play.refusedBy', { section: r.section });
  return metaText(module, `${module.id}.refusal.${r.code}`, fallback);
}

/** The credit line of the rulebook a game follows, in the active language. */
export function creditLine(
  module: GameCatalogs & { id: string; meta: { credit: Credit } },
): string {
  const { credit } = module.meta;
  return t('rules.credit', {
    rulebook: metaText(module, `${module.id}.credit.rulebook`, credit.rulebook),
    designers: metaText(module, `${module.id}.credit.designers`, credit.designers),
    publisher: credit.publisher ? ` (${credit.publisher})` : '',
  });
}

/** A game's message (log lines, prompts, card texts), with seat ids shown as names. */
export function tGame(
  catalog: Catalog,
  key: string,
  args: MsgArgs | undefined,
  seatNames: readonly string[],
): string {
  return formatMessage(
    catalog[key],
    key,
    args,
    (s) => seatNames[s] ?? `#${s + 1}`,
    (k) => catalog[k],
    activeLanguage.value,
  );
}

/**
 * The locale for dates and numbers: the device's own tag for the active language when it
 * has one (`fr-CA`, `en-GB`), else the language itself.
 */
export function activeLocale(preferences: readonly string[] = devicePreferences()): string {
  const lang = activeLanguage.value;
  return preferences.find((tag) => tag.toLowerCase().split('-')[0] === lang) ?? lang;
}

/** A date and time as the active language writes it. */
export function formatDateTime(ms: number): string {
  return new Date(ms).toLocaleString(activeLocale());
}

/** A number as the active language writes it (`1,5` in French). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return n.toLocaleString(activeLocale(), options);
}
