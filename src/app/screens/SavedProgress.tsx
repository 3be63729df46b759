/**
 * The continue card's line on where a saved game stands, in the active language. The row
 * holds the game's message; its words come from the game's catalogs (a small chunk of the
 * game's, loaded once). A row saved by an older app holds the text, by language.
 */
import { activeLanguage } from '../i18n';
import { findGame } from '../games';
import { useGameWords, wordMessage } from '../game-words';
import type { GameSummary } from '../services';

export function SavedProgress({ game }: { game: GameSummary }) {
  const { progress } = game;
  const words = useGameWords(progress && 'ref' in progress ? findGame(game.gameType) : undefined);
  if (!progress) return null;
  const text =
    'text' in progress
      ? (progress.text[activeLanguage.value] ?? progress.text.en)
      : words &&
        wordMessage(
          words,
          progress.ref,
          game.seats.map((s) => s.name),
        );
  // Until the game's words are here (or if they cannot load) the card goes without the line.
  if (!text) return null;
  return <span class="saved-card__progress">{text}</span>;
}
