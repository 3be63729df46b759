/**
 * The English message catalog of Fantasy Fantasy Baseball: prompts, log lines, action
 * descriptions and score breakdown labels. Arguments named `seat…` are seat ids (shown as
 * the seat's name); in solo the Robot and the Deck managers pass their name as a string.
 */
import { ABILITIES } from './types';
import { ABILITY_TEXT } from './content/abilities';

const abilityPrompts = Object.fromEntries(
  ABILITIES.map((a) => [
    `fantasy.prompt.ab.${a}`,
    `${ABILITY_TEXT[a].name}: ${ABILITY_TEXT[a].text}`,
  ]),
);

export const MESSAGES: Readonly<Record<string, string>> = {
  ...abilityPrompts,
  // Prompts.
  'fantasy.prompt.draft': 'Live Draft: keep one character from this hand; the rest pass left.',
  'fantasy.prompt.discard': 'Discard one of your 7 characters face down to the Discard Pile.',
  'fantasy.prompt.fa.choose': 'Free Agency: take a Free Agent, use a Recruit, or pass.',
  'fantasy.prompt.fa.keep': 'Recruit: keep one of the characters you drew.',
  'fantasy.prompt.fa.release': 'Give one character of your roster back to the Free Agent pool.',
  'fantasy.prompt.set': 'Set your roster: place a character face down at the next base.',
  'fantasy.prompt.robot':
    "Pick the Robot's character for its next game (it must share a stat with the Win card).",
  'fantasy.prompt.magic': 'Week {base}: flip one unused bench card to use its magic, or pass.',
  'fantasy.prompt.wc': 'Wild Card Game: choose your character.',
  'fantasy.prompt.csAway': 'Championship Series (away): place your characters for the next games.',
  'fantasy.prompt.csHome':
    "Championship Series (home field): you have seen the away team's first character; place yours.",
  // Setup and draft.
  'fantasy.log.team': '{seat} manages the {team}.',
  'fantasy.log.first': '{seat} is first in Waiver Order.',
  'fantasy.log.pick': '{seat} keeps a character.',
  'fantasy.log.passHands': 'The draft hands pass to the left.',
  'fantasy.log.draftDone': 'The Live Draft is over: everyone discards one character.',
  'fantasy.log.discard': '{seat} discards a character face down.',
  // Month.
  'fantasy.log.month': 'Month {month} begins.',
  'fantasy.log.winCard': 'Base {base}: {card}.',
  'fantasy.log.event': 'Event for the month: {card}.',
  'fantasy.log.faPool': 'Free Agents: {cards}.',
  'fantasy.log.sign': '{seat} signs {card}.',
  'fantasy.log.recruitFa': '{seat} uses {card} to Recruit in Free Agency.',
  'fantasy.log.keep': '{seat} keeps one of the recruited characters.',
  'fantasy.log.release': '{seat} puts {card} into the Free Agent pool.',
  'fantasy.log.faPass': '{seat} takes no Free Agent.',
  'fantasy.log.faDone': 'Free Agency is over: {n} left over go to the {to}.',
  'fantasy.log.setRosters': 'Managers set their rosters.',
  'fantasy.log.rosterSet': "{seat}'s roster is set.",
  'fantasy.log.robotPick': 'The Robot plays {card} in game {n}.',
  'fantasy.log.robotRefill': "The Robot's played characters return to its hand.",
  'fantasy.log.deckFlip': '{seat} flips {cards} and plays {card}.',
  'fantasy.log.reveal': 'Week {base}: {seat} reveals {card}.',
  'fantasy.log.magic': '{seat} flips {card}: {ability}.',
  'fantasy.log.magicPass': '{seat} uses no magic.',
  'fantasy.log.fizzle': "{seat}'s {ability} has no effect.",
  'fantasy.log.battleWon': '{seat} wins {card} ({totals}).',
  'fantasy.log.noWinner':
    'Nobody wins {card} at base {base} ({totals}); it goes to the bottom of the Win deck.',
  'fantasy.log.track': '{seat} moves on the Stat Track: {moves}.',
  'fantasy.log.waiver': '{seat} is number {pos} in Waiver Order.',
  // Abilities.
  'fantasy.log.ab.abduct': '{seat} swaps the Win cards of bases {a} and {b}.',
  'fantasy.log.ab.axe': '{seat} drops {seatTarget} 1 on the {track} track.',
  'fantasy.log.ab.berzerk':
    "{seat} adds {stat} {n} to the characters of the month's remaining weeks.",
  'fantasy.log.ab.blessing': '{seat} borrows the magic of {card}.',
  'fantasy.log.ab.bruteForce': '{seat} moves up 1 on the {track} track.',
  'fantasy.log.ab.dig': '{seat} digs in the Discard Pile for the base {base} character.',
  'fantasy.log.ab.digPrivate': 'You take {card} from the Discard Pile and leave {old}.',
  'fantasy.log.ab.flames': "{seat} turns {seatTarget}'s {stat} to zero.",
  'fantasy.log.ab.focus': 'Opponents of {seat} cannot move on the Stat Track this week.',
  'fantasy.log.ab.helper': "{seat}'s character uses its own magic.",
  'fantasy.log.ab.hibernate': 'Nobody after {seat} may use magic this week.',
  'fantasy.log.ab.justice': 'Evil characters cannot win this week.',
  'fantasy.log.ab.meow': "{seat} sends {seatTarget}'s {card} to the bench.",
  'fantasy.log.ab.morph': '{seat} morphs a character ({where}) with the top of the Character Deck.',
  'fantasy.log.ab.morphPrivate': 'You get {card} for {old}.',
  'fantasy.log.ab.pileOn': "{seat}'s Evil character gets +1 to each stat.",
  'fantasy.log.ab.powerJuice': "{seat}'s character gets +1 to each stat.",
  'fantasy.log.ab.recruitDraw': '{seat} draws 3 characters to Recruit.',
  'fantasy.log.ab.recruit': '{seat} keeps a recruit and discards a bench card.',
  'fantasy.log.ab.revive': '{seat} revives {card}.',
  'fantasy.log.ab.shapeshift': "{seat}'s character shapeshifts into {card}.",
  'fantasy.log.ab.summon': "{seat} summons the card's stats onto their character.",
  'fantasy.log.ab.teleport': "{card} teleports in as {seat}'s character.",
  // End of season and playoffs.
  'fantasy.log.seasonTotal': '{seat}: {weekly} Wins + {bonus} Stat Track bonus = {total}.',
  'fantasy.log.playoffEvent': 'Event for the playoffs: {card}.',
  'fantasy.log.soloEliminated':
    'The Robot and the Deck take the Championship Series slots: you are eliminated.',
  'fantasy.log.wcGame': 'Wild Card Game: {seat} vs {seatOther} for {card}.',
  'fantasy.log.wcWon': '{seat} wins the Wild Card Game against {seatLoser}.',
  'fantasy.log.csStart': 'Championship Series: {seat} (home field) vs {seatAway}.',
  'fantasy.log.csReveal': '{seat} plays {card}.',
  'fantasy.log.duel': '{seat} {a}, {seatOther} {b}.',
  'fantasy.log.tieFlip': 'Still tied: {card} is flipped ({a} to {b}).',
  'fantasy.log.homeField': 'The Win deck is exhausted: home field {seat} wins the game.',
  'fantasy.log.csGame': '{seat} wins game {game}; the series stands {home}-{away}.',
  'fantasy.log.csSecondSet': 'Game 5: the game-1 and Wild Card characters return to hand.',
  'fantasy.log.champion': '{seat} beats {seatLoser} and is the Ultimate Champion!',
  // Actions.
  'fantasy.act.pick': 'Keep {card}',
  'fantasy.act.discard': 'Discard {card}',
  'fantasy.act.sign': 'Sign {card}',
  'fantasy.act.recruit': 'Recruit with {card}',
  'fantasy.act.keep': 'Keep {card}',
  'fantasy.act.release': 'Give back {card}',
  'fantasy.act.pass': 'Pass',
  'fantasy.act.place': 'Play {card}',
  'fantasy.act.placeTurned': 'Play {card} for the upside-down Win card',
  'fantasy.act.robot': 'The Robot plays {card}',
  'fantasy.act.magic': 'Use {card} ({ability})',
  'fantasy.act.card': 'Choose {card}',
  'fantasy.act.win': 'Choose the Win card at slot {i}',
  'fantasy.act.slot': 'Choose your base {i} character',
  'fantasy.act.track': '{seatTarget}: {track} track',
  'fantasy.act.stat': '{seatTarget}: {stat}',
  'fantasy.act.mgr': '{seatTarget}',
  // Outcome.
  'fantasy.bd.weekly': 'Weekly Wins',
  'fantasy.bd.bonus': 'Stat Track bonus Wins ({tracks})',
  'fantasy.bd.champion': 'Ultimate Champion ({won}-{lost} in the series)',
  'fantasy.bd.runnerUp': 'Lost the Championship Series ({won}-{lost})',
  'fantasy.bd.out': 'Missed the Championship Series',
  'fantasy.end': 'The Championship Series is decided.',
  'fantasy.progress.draft': 'Drafting the rosters',
  'fantasy.progress.week': 'Month {month}, week {week}',
  'fantasy.progress.playoffs': 'The playoffs',
  'fantasy.chapter.month': 'Month {month}',
  'fantasy.endSolo': 'The Robot and the Deck made the Championship Series.',
};
