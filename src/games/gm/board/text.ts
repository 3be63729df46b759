/**
 * The board's and the rules reference's words: die faces, logos, positions, the Team
 * bonuses and Manager abilities as sentences, and the board's own labels. English here and
 * French in text.fr.ts; the exports pick the active language (`localized`), so the board
 * re-renders on a change of language. The catalog holds the prompts, the log and the actions.
 */
import { inLanguage, localized } from '../../../ui/language';
import type { Ability, Bonus, Logo, ManagerAbility, Phase, Position, Skill } from '../types';
import * as FR from './text.fr';

export const SKILL_WORD_EN: Readonly<Record<Skill, string>> = {
  hit: 'Hit',
  power: 'Power',
  speed: 'Speed',
  defense: 'Defense',
  eye: 'Strike Zone',
  arm: 'Arm',
};

export const LOGO_WORD_EN: Readonly<Record<Logo, string>> = {
  owls: 'Owls',
  hawks: 'Hawks',
  mules: 'Mules',
  kings: 'Kings',
  foxes: 'Foxes',
  comets: 'Comets',
};

export const POS_WORD_EN: Readonly<Record<Position, string>> = {
  P: 'Pitcher',
  C: 'Catcher',
  '1B': 'First base',
  '2B': 'Second base',
  '3B': 'Third base',
  SS: 'Shortstop',
  LF: 'Left field',
  CF: 'Centre field',
  RF: 'Right field',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A Team card's win bonus as a sentence. */
export function bonusTextEn(b: Bonus): string {
  const cond = ((): string => {
    switch (b.k) {
      case 'pitchers':
        return `${b.n}+ pitchers on the Active Roster`;
      case 'allStars':
        return `${b.n}+ All-Stars on the Active Roster`;
      case 'logo':
        return `${b.n}+ ${LOGO_WORD_EN[b.logo]} players on the Active Roster`;
      case 'positions':
        return `${b.n}+ different positions on the Active Roster`;
      case 'scorers':
        return `${b.n}+ players scoring`;
      case 'maxed':
        return `${b.n}+ players at Max Wins`;
      case 'cash':
        return `$${b.n}M+ uncommitted at scoring`;
      case 'skill':
        return `${b.n}+ ${SKILL_WORD_EN[b.skill]} dice on players`;
      case 'prospects':
        return `${b.n}+ former prospects on the Active Roster`;
    }
  })();
  return `${cond}: +${plural(b.wins, 'win')}`;
}

export const MANAGER_TEXT_EN: Readonly<Record<ManagerAbility, string>> = {
  extraTeam: 'Roll one more Team die each season.',
  extraLeague: 'Put one more die in the Stadium (it counts for who rolls first).',
  tiebreak: 'Wins a tie on wins before money is compared.',
  freeRaise: 'The first player kept at each Arbitration costs no $1M.',
  prospectWins: '+1 win for each scoring player who came up as a prospect.',
  pitchWins: '+1 win for each scoring pitcher.',
  allStarWins: '+1 win for each scoring All-Star.',
  maxWins: '+1 win for each player at Max Wins.',
  doubleDuty: 'The best second player at one non-pitcher position also scores.',
  holder: 'No ability, but holds four dice.',
  discount: 'Players with a salary of $3M or more cost $1M less to sign.',
  fullHouse: '+2 wins when all five active players score.',
};

/** A player card's ability as a sentence. */
export function abilityTextEn(a: Ability): string {
  switch (a.k) {
    case 'perSkill':
      return `+${a.n} per ${SKILL_WORD_EN[a.skill]} die on this card.`;
    case 'perAllStar':
      return `+${a.n} per other All-Star on your roster.`;
    case 'withLogo':
      return `+${a.n} with another ${LOGO_WORD_EN[a.logo]} player.`;
    case 'withPos':
      return `+${a.n} with another ${a.pos} on your roster.`;
    case 'extraDie':
      return `One more ${a.dice === 'team' ? 'Team' : 'League'} die with another ${LOGO_WORD_EN[a.logo]} player.`;
    case 'signDiscount':
      return `Costs $${a.n}M less to sign with a ${LOGO_WORD_EN[a.logo]} player on your roster.`;
    case 'signDie':
      return `When signed: a free ${SKILL_WORD_EN[a.skill]} die on its slot.`;
  }
}

export const PHASE_TITLE_EN: Readonly<Record<Phase, string>> = {
  choose: 'Choose your Team',
  draft: '1 Free Agency Draft',
  team: '2 Team Dice',
  league: '3 League Dice Draft',
  final: 'Before scoring',
  arb: '5 Arbitration',
  over: 'Dynasty',
};

export const TXT_EN = {
  season: (n: number) => `Season ${n}`,
  /** Before a value, as the language punctuates it. */
  colon: ':',
  die: (skill: string) => `${skill} die`,
  goal: (n: number) => `${plural(n, 'trophy', 'trophies')} for a dynasty`,
  budget: 'Budget',
  committed: 'Committed',
  free: 'Free',
  noBudget: '—',
  money: (n: number) => `$${n}M`,
  wins: (n: number) => plural(n, 'win'),
  trophies: (n: number) => plural(n, 'trophy', 'trophies'),
  roster: (n: number) => `Active Roster (${n} of 5)`,
  minors: 'Minor Leagues',
  manager: 'Manager',
  team: 'Team',
  held: 'Held dice',
  hand: 'Your draft hand',
  handOf: (n: number) => `${plural(n, 'card')} in hand`,
  sign: 'Sign',
  decline: 'Decline',
  cost: (n: number) => `costs $${n}M`,
  prospect: 'Prospect',
  allStar: 'All-Star',
  teamDice: 'Team dice',
  leagueDice: 'League dice',
  base: 'Base',
  max: 'Max',
  salary: 'Salary',
  open: 'open slot',
  matched: 'matches',
  turned: 'turned: does not match',
  yourDice: 'Your Team dice',
  stadium: 'The Stadium',
  stadiumEmpty: 'The Stadium is empty.',
  picking: (name: string) => `${name} picks now`,
  rolledBy: (name: string) => `${name} rolled and picked first`,
  pickDie: 'Pick a die, then a slot with a dashed outline',
  discardDie: (face: string) => `Take the ${face} die and discard it`,
  toManager: 'Hold on the Manager',
  ready: 'Ready for scoring',
  waiting: 'Waiting for the other General Managers.',
  chosen: (name: string, sign: boolean) =>
    sign ? `You sign ${name} when everyone has chosen.` : `You decline ${name}.`,
  keep: 'Keep (+$1M)',
  keepFree: 'Keep (free)',
  cut: 'Release',
  kept: 'Kept',
  score: 'Season score if it ended now',
  now: 'now',
  inSeason: (n: number) => `in season ${n}`,
  finalScore: 'Deciding season',
  seasonScored: (n: number) => `Season ${n} scored`,
  champion: (name: string, season: number, wins: number) =>
    `${name} wins season ${season} with ${plural(wins, 'win')}!`,
  deadHeat: (season: number) => `Season ${season} ends in a dead heat: no trophy.`,
  dynasty: (name: string) => `${name} establishes a dynasty!`,
  rivals: 'The league',
  choosePlay: (team: string) => `Play the ${team}`,
  asManager: 'Manager side',
  asTeam: 'Team side',
  slots: (n: number) => plural(n, 'die slot'),
  allMoves: 'All moves',
  table: 'The table',
  met: 'met:',
  bonuses: 'Win bonuses',
  none: 'No players yet.',
  details: 'show the whole card',
  /** How a player scores now, on his card. */
  line: { max: 'Max', base: 'Base', empty: 'Open slots', bench: 'Sits' } as Readonly<
    Record<string, string>
  >,
} as const;

export const SKILL_WORD = localized({ en: SKILL_WORD_EN, fr: FR.SKILL_WORD_FR });
export const LOGO_WORD = localized({ en: LOGO_WORD_EN, fr: FR.LOGO_WORD_FR });
export const POS_WORD = localized({ en: POS_WORD_EN, fr: FR.POS_WORD_FR });
export const MANAGER_TEXT = localized({ en: MANAGER_TEXT_EN, fr: FR.MANAGER_TEXT_FR });
export const PHASE_TITLE = localized({ en: PHASE_TITLE_EN, fr: FR.PHASE_TITLE_FR });
export const TXT = localized({ en: TXT_EN, fr: FR.TXT_FR });

/** A Team card's win bonus as a sentence, in the active language. */
export const bonusText = (b: Bonus): string =>
  inLanguage({ en: bonusTextEn, fr: FR.bonusTextFr })(b);

/** A player card's ability as a sentence, in the active language. */
export const abilityText = (a: Ability): string =>
  inLanguage({ en: abilityTextEn, fr: FR.abilityTextFr })(a);
