/**
 * The longest words each game's cards show, read off its content in each language: the input
 * of scripts/table-fit-stress.mjs, which puts them in the deciding hand and checks the fit.
 *
 *   npx tsx scripts/longest-words.ts gm fr    prints {"<selector>": "<text>", ...} as JSON
 */
import { ABILITY_TEXT } from '../src/games/fantasy/content/abilities';
import { ABILITY_TEXT_FR } from '../src/games/fantasy/content/abilities.fr';
import { CHARACTERS } from '../src/games/fantasy/content/characters';
import { abilityTextEn } from '../src/games/gm/board/text';
import { abilityTextFr } from '../src/games/gm/board/text.fr';
import { PLAYERS } from '../src/games/gm/content/players';

type Lang = 'en' | 'fr';

const longest = (texts: readonly string[]): string =>
  texts.reduce((a, b) => (b.length > a.length ? b : a), '');

/** By game, the element's selector and the longest text it may hold in `lang`. */
export function longestWords(game: string, lang: Lang): Record<string, string> {
  if (game === 'fantasy') {
    const abilities = Object.keys(ABILITY_TEXT) as (keyof typeof ABILITY_TEXT)[];
    return {
      '.ffb-card__name': longest(CHARACTERS.map((c) => c.name)),
      '.ffb-card__ability-text': longest(
        abilities.map((k) => (lang === 'fr' ? ABILITY_TEXT_FR[k] : ABILITY_TEXT[k].text)),
      ),
    };
  }
  if (game === 'gm') {
    const text = lang === 'fr' ? abilityTextFr : abilityTextEn;
    return {
      '.gm-card__name': longest(PLAYERS.map((p) => p.name)),
      '.gm-card__ability': longest(PLAYERS.flatMap((p) => (p.ability ? [text(p.ability)] : []))),
    };
  }
  return {};
}

const [game = '', lang = 'en'] = process.argv.slice(2);
if (lang !== 'en' && lang !== 'fr') throw new Error(`no language ${lang}: en or fr`);
console.log(JSON.stringify(longestWords(game, lang)));
