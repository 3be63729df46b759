/**
 * The coach of Fantasy Fantasy Baseball's guided first game: what each decision asks and
 * why the suggested move is a good one, in the rulebook's terms. The play screen points at
 * the suggested control (the heuristic bot's move) and shows these words beside it.
 */
import type { Coach } from '../../ui/board';
import type { Language, Words } from '../../ui/language';
import { COACH_FR } from './coach.fr';
import type { FantasyAction, FantasyView } from './state';

/** Why, per prompt (the game's message key). */
const WHY_EN = {
  'fantasy.prompt.draft':
    'You keep one character from each hand and pass the rest to your left, so the best card for you is the one that fills a hole in your roster: a strong stat line your other keepers lack. The highlighted pick is the one the bot rates highest for your team.',
  'fantasy.prompt.discard':
    'You drafted one character too many. Let go of the one you would play least: a weak line, or a second character for a job another already does better.',
  'fantasy.prompt.fa.choose':
    'Free Agency is your chance to improve before the month is played. Sign a Free Agent who beats someone on your roster at what this month’s Win cards ask for; pass when nobody does.',
  'fantasy.prompt.fa.keep':
    'A Recruit lets you look at several characters and keep one: keep the one that helps most on this month’s Win cards.',
  'fantasy.prompt.fa.release':
    'Your roster is full, so someone must go back to the Free Agents. Release the character you are least likely to play this month.',
  'fantasy.prompt.set':
    'Each base is a game against your rival this week, won by the stat on its Win card. Put at each base the character who is strongest at that stat; face down, so your rival cannot answer your choice.',
  'fantasy.prompt.robot':
    'The Robot manager plays itself but you choose its character. It must share a stat with the Win card; pick the one the rules allow that makes its game hardest to beat.',
  'fantasy.prompt.magic':
    'A bench card flipped for its magic can swing a close week, but it is used up for the season. Use it when this week is close and the magic decides it; otherwise keep it.',
  'fantasy.prompt.wc':
    'The Wild Card Game is one game: choose the character most likely to win the stat it is played on.',
  'fantasy.prompt.csAway':
    'In the Championship Series the away team places first. Lead with characters who win their stat even against strong answers.',
  'fantasy.prompt.csHome':
    'Home field: you have seen the away team’s first character. Answer it with a character who beats it at that stat, and keep your best for where you are sure to need them.',
};

/** The coach's words in English; coach.fr.ts has them in French (same keys). */
export const COACH_EN = {
  welcome:
    'Welcome to Fantasy Fantasy Baseball. You manage a team of characters against a bot. The coach points at a good move at each decision and says why; follow it or play your own way.',
  why: WHY_EN as Readonly<Record<keyof typeof WHY_EN, string>>,
  ability:
    'A character’s ability asks you to choose. Read it on the card: the highlighted choice is the one that helps your team most this week.',
};

/** The coach's words per language. */
const WORDS: Readonly<Record<Language, Words<typeof COACH_EN>>> = { en: COACH_EN, fr: COACH_FR };

export const fantasyCoach: Coach<FantasyView, FantasyAction> = {
  seed: 'learn-fantasy-1',
  others: [{ level: 'easy' }],
  welcome: (lang) => WORDS[lang].welcome,
  // A character's move shows once the card is tapped: point at the card first.
  point: (a) => ('c' in a ? `button[data-card="${a.c}"]` : null),
  tip({ prompt, lang }) {
    const w = WORDS[lang];
    if (prompt.msg.startsWith('fantasy.prompt.ab.')) return w.ability;
    return (w.why as Readonly<Record<string, string>>)[prompt.msg] ?? '';
  },
};
