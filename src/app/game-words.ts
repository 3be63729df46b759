/**
 * A game's words for screens that show a saved game without opening it (home's progress
 * line, results): its catalogs alone, loaded once per game, through the registry's
 * `loadWords` (else the rules chunk). Worded in the active language by `gameMessages`.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { MsgRef } from '../engine/types';
import type { GameEntry, GameWords } from '../games/registry';
import { gameMessages, tGame } from './i18n';

const loaded = new Map<string, Promise<GameWords>>();

/** The game's catalogs; a failed load is forgotten, so the next call tries again. */
export function loadWords(entry: GameEntry): Promise<GameWords> {
  let words = loaded.get(entry.id);
  if (!words) {
    words = entry.loadWords ? entry.loadWords() : entry.load();
    loaded.set(entry.id, words);
    words.catch(() => loaded.delete(entry.id));
  }
  return words;
}

/**
 * The game's catalogs once loaded (null before, and if they cannot load: the caller shows
 * what it can without the game's words).
 */
export function useGameWords(entry: GameEntry | undefined): GameWords | null {
  const words = useSignal<GameWords | null>(null);
  useEffect(() => {
    if (!entry) return undefined;
    let live = true;
    loadWords(entry).then(
      (w) => {
        if (live) words.value = w;
      },
      (e: unknown) => console.warn(`the words of ${entry.id} did not load`, e),
    );
    return () => {
      live = false;
    };
  }, [entry?.id]);
  return words.value;
}

/** A game's message in the active language, seats named as at the table. */
export function wordMessage(words: GameWords, ref: MsgRef, seatNames: readonly string[]): string {
  return tGame(gameMessages(words), ref.msg, ref.args, seatNames);
}
