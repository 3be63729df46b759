/**
 * The coach of Showdown's guided first game: what each decision asks and why the suggested
 * move is a good one, in the rulebook's terms. The play screen points at the suggested
 * control (the heuristic bot's move) and shows these words beside it.
 */
import type { Coach } from '../../ui/board';
import type { Language, Words } from '../../ui/language';
import { COACH_FR } from './coach.fr';
import type { ShowdownAction, ShowdownView } from './state';

/** Why, per prompt (the game's message key). */
const WHY_EN = {
  'showdown.prompt.defense':
    'Before each batter the defense may change pitchers. A tired pitcher loses Control, which hands the batter the chart more often; bring in a reliever when your pitcher is tiring or the batter is dangerous. Otherwise pass.',
  'showdown.prompt.offense':
    'Before each batter the offense may send up a pinch hitter. He bats instead of the player due up, who leaves the game for good: worth it when the hitter on the bench has a much higher On-Base than the one due up, late in a close game.',
  'showdown.prompt.relief':
    'Your pitcher was pinch-hit for, so a new pitcher takes the mound as your team takes the field. Bring in the freshest arm that fits the inning: relievers first, your closer for the last outs of a close game.',
  'showdown.prompt.lineup':
    'Before the first pitch each manager may change the batting order and who plays where. Your best hitters high in the order bat most often; a player out of his card’s positions fields worse. The written lineup is a good one: play ball unless you have a reason.',
  'showdown.prompt.backup':
    'A backup came in before the 7th, and backups cannot take the field that early: replace him with the regular from your bench who fields that position best.',
  'showdown.prompt.before':
    'The pitch: the pitcher rolls and adds Control; if he beats the batter’s On-Base, the pitcher’s chart is used, otherwise the batter’s. A card played now changes those numbers; save it for a big moment unless it helps a lot here.',
  'showdown.prompt.on':
    'The swing’s result is known. A card played on this result can change it (a hit stopped, an out saved); play one when the result hurts you or a card turns it round.',
  'showdown.prompt.after':
    'The play is done and the runners have moved. Some cards are played after a result: draw a card, get a runner going, settle the pitcher. Use them when they fit.',
  'showdown.prompt.between':
    'Between games of a series you may trade strategy cards between your deck and your sideboard, to answer what the other manager showed. Then say you are ready.',
  'showdown.prompt.ibb':
    'An intentional walk puts the batter on first without a pitch: worth it against a dangerous hitter when first base is open and the next batter is weaker, or to set up a double play.',
  'showdown.prompt.bunt':
    'A sacrifice bunt gives up an out to move the runners up a base: worth it with a weak hitter up and a runner who would then score on a single.',
  'showdown.prompt.defenseCall':
    'Before each batter the defense may change pitchers or fielders. When you are done, say how you pitch to him: an intentional walk puts him on first without a pitch, worth it against a dangerous hitter when first base is open and the next batter is weaker. Otherwise pitch to him.',
  'showdown.prompt.offenseCall':
    'Before each batter the offense may send up a pinch hitter or pinch runner. When you are done, swing away or bunt: a sacrifice bunt gives up an out to move the runners up a base, worth it with a weak hitter up and a runner who would then score on a single.',
  'showdown.prompt.send':
    'Sending a runner for an extra base is a race: the defense’s roll plus its outfield’s fielding against the runner’s Speed. Send him when his Speed is high or the run matters; hold him when an out would end a rally.',
  'showdown.prompt.throw':
    'Runners are going for extra bases and your outfield may throw at one. Throw at the runner with the lowest Speed, or at the one whose run would hurt most.',
};

/** The coach's words in English; coach.fr.ts has them in French (same keys). */
export const COACH_EN = {
  welcome:
    'Welcome to Showdown. You manage a team against a bot, batter by batter: the pitcher rolls to decide whose chart is used, the batter rolls on it. The coach points at a good move at each decision and says why; follow it or play your own way.',
  why: WHY_EN as Readonly<Record<keyof typeof WHY_EN, string>>,
};

/** The coach's words per language. */
const WORDS: Readonly<Record<Language, Words<typeof COACH_EN>>> = { en: COACH_EN, fr: COACH_FR };

export const showdownCoach: Coach<ShowdownView, ShowdownAction> = {
  seed: 'learn-showdown-1',
  others: [{ level: 'easy' }],
  options: { level: 'advanced' },
  welcome: (lang) => WORDS[lang].welcome,
  tip({ prompt, lang }) {
    return (WORDS[lang].why as Readonly<Record<string, string>>)[prompt.msg] ?? '';
  },
};
