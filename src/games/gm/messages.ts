/**
 * The English message catalog of You're the GM!: prompts, log lines, action descriptions and
 * score breakdown labels. Arguments named `seat` hold a seat id, shown as that seat's name.
 */
import { skillName } from './content';
import { SKILLS } from './types';

/** Words the rules put into other messages (MsgRef arguments). French has the same keys. */
const WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SKILLS.map((s) => [`gm.w.skill.${s}`, skillName(s)])),
  'gm.w.yourManager': 'your Manager',
  'gm.w.none': 'none',
  'gm.w.playerN': 'player {n}',
};

export const MESSAGES: Readonly<Record<string, string>> = {
  ...WORDS,
  // Prompts.
  'gm.prompt.choose': 'Choose which of your two cards is your Team; the other is your Manager.',
  'gm.prompt.draft':
    'Free Agency: sign one player from this hand, or decline one; then the hand passes.',
  'gm.prompt.team': 'Team Dice: assign every die to an open slot on a player or your Manager.',
  'gm.prompt.league': 'League Dice Draft: take one die from the Stadium.',
  'gm.prompt.final': 'Before scoring: move dice from your Manager to your players, or be ready.',
  'gm.prompt.arb':
    'Arbitration: keep each player for $1M more, or release them and recoup their salary.',
  // Log.
  'gm.log.setup':
    '{seats} General Managers; {goal, plural, one {# trophy establishes} other {# trophies establish}} a dynasty.',
  'gm.log.choose': '{seat} runs the {team} (budget ${budget}M) with manager {manager}.',
  'gm.log.season': 'Season {season} begins: everyone draws five free agents.',
  'gm.log.reshuffle': 'The player deck ran out: the discards are shuffled into a new deck.',
  'gm.log.chose': '{seat} has made a choice.',
  'gm.log.sign': '{seat} signs {card} for ${cost}M.',
  'gm.log.signProspect': '{seat} signs the prospect {card} to the Minor Leagues.',
  'gm.log.decline': '{seat} declines a player.',
  'gm.log.pass': 'The hands pass clockwise.',
  'gm.log.teamRoll': '{seat} rolls Team Dice: {dice}.',
  'gm.log.extras':
    "{seat}'s slots are full: {n, plural, one {# die is} other {# dice are}} discarded.",
  'gm.log.place': '{seat} puts the {face} die on {card}.',
  'gm.log.hold': '{seat} holds the {face} die on the Manager.',
  'gm.log.leagueRoll': '{seat} put the most dice in the Stadium and rolls all {n}: {dice}.',
  'gm.log.draft': '{seat} drafts the {face} die for {card}.',
  'gm.log.burn': '{seat} has no open slot and discards the {face} die.',
  'gm.log.move': '{seat} moves the {face} die from the Manager to {card}.',
  'gm.log.ready': '{seat} is ready for scoring.',
  'gm.log.line.max':
    '{seat}: {card} ({pos}) at Max Wins: {wins, plural, one {# win} other {# wins}}{extra, plural, =0 {} other {, # from the ability}}.',
  'gm.log.line.base':
    '{seat}: {card} ({pos}) at Base Wins: {wins, plural, one {# win} other {# wins}}{extra, plural, =0 {} other {, # from the ability}}.',
  'gm.log.line.empty': '{seat}: {card} ({pos}) has open die slots: no wins.',
  'gm.log.line.bench': '{seat}: {card} sits: another {pos} scores.',
  'gm.log.line.bonus': '{seat}: {team} win bonus {n}: {wins, plural, one {# win} other {# wins}}.',
  'gm.log.line.manager': '{seat}: Manager {name}: {wins, plural, one {# win} other {# wins}}.',
  'gm.log.wins': '{seat}: {wins, plural, one {# win} other {# wins}} in all.',
  'gm.log.champion':
    '{seat} is the season {season} champion ({trophies, plural, one {# trophy} other {# trophies}}).',
  'gm.log.noChampion': 'Season {season} ends in a dead heat on wins and money: no trophy.',
  'gm.log.dynasty':
    '{seat} establishes a dynasty with {trophies, plural, one {# trophy} other {# trophies}}!',
  'gm.log.keep': '{seat} keeps {card} (${paid}M on the card).',
  'gm.log.cut': '{seat} releases {card} and recoups ${paid}M.',
  'gm.log.promote':
    '{seat} promotes {n, plural, one {# prospect} other {# prospects}} to the Active Roster.',
  // Actions.
  'gm.act.choose': 'Play the {team} as your Team, with {manager} managing',
  'gm.act.sign': 'Sign {card}',
  'gm.act.decline': 'Decline {card}',
  'gm.act.place': 'Put the {face} die on {where}',
  'gm.act.draft': 'Draft the {face} die for {where}',
  'gm.act.burn': 'Take the {face} die and discard it',
  'gm.act.move': 'Move the {face} die to {where}',
  'gm.act.ready': 'Ready for scoring',
  'gm.act.keep': 'Keep {card} ($1M more)',
  'gm.act.cut': 'Release {card} and recoup the salary',
  // Score breakdown.
  'gm.bd.max': '{card} ({pos}): Max Wins{extra, plural, =0 {} other { (+# from the ability)}}',
  'gm.bd.base': '{card} ({pos}): Base Wins{extra, plural, =0 {} other { (+# from the ability)}}',
  'gm.bd.empty': '{card} ({pos}): open die slots, no wins',
  'gm.bd.bench': '{card} ({pos}): another {pos} scores',
  'gm.bd.bonus': '{team} win bonus {n}',
  'gm.bd.manager': 'Manager {name}',
  'gm.end': 'A dynasty is established.',
  'gm.bd.season': 'Season {season}: {wins, plural, one {# win} other {# wins}}',
};
