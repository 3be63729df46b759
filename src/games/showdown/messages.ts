/**
 * The English message catalog of Showdown: prompts, play-by-play log lines, action
 * descriptions and score breakdown labels. Arguments named `seat…` are seat ids.
 */
export const MESSAGES: Readonly<Record<string, string>> = {
  // Prompts.
  'showdown.prompt.defense':
    '{batter} comes to the plate. Defense: make a pitching change, or pass.',
  'showdown.prompt.offense':
    '{batter} comes to the plate. Offense: send up a pinch hitter, or pass.',
  'showdown.prompt.relief':
    'Your pitcher was pinch-hit for: bring in a reliever or closer as you take the field.',
  // Actions.
  'showdown.act.pass': 'Pass',
  'showdown.act.pitcher': 'Bring in {player} ({stats})',
  'showdown.act.pinch': 'Pinch-hit {player} ({stats})',
  'showdown.act.relief': 'Bring in {player} ({stats})',
  // Setup.
  'showdown.log.homeRoll': 'For home field, {seat0} rolls {a} and {seat1} rolls {b}.',
  'showdown.log.rotationRoll':
    '{seat} rolls {roll} for the rotation: the number {n} starters pitch.',
  'showdown.log.startAL':
    '{away} ({seatAway}) visit {home} ({seatHome}). AL rules: both teams use a designated hitter.',
  'showdown.log.startNL':
    '{away} ({seatAway}) visit {home} ({seatHome}). NL rules: the pitchers bat.',
  'showdown.log.starter': '{seat} starts {pitcher} (number {n} in the rotation).',
  // Innings.
  'showdown.log.top': 'Top of the {inning}: {seat} bats, {batter} leads off.',
  'showdown.log.bottom': 'Bottom of the {inning}: {seat} bats, {batter} leads off.',
  'showdown.log.sideRetired': 'Three outs: the {half} of the {inning} is over.',
  // The at-bat.
  'showdown.log.up': '{batter} steps in.',
  'showdown.log.pitch':
    '{pitcher} pitches: {roll} + Control {control} - fatigue {tired} = {total} against On-Base {onBase}.',
  'showdown.log.noPitch': 'A pitcher is batting: no pitch, the pitcher has the advantage.',
  'showdown.log.swing.SO': '{batter} swings {swing} on the chart of {chart}: strikeout.',
  'showdown.log.swing.PU': '{batter} swings {swing} on the chart of {chart}: pops up.',
  'showdown.log.swing.GB': '{batter} swings {swing} on the chart of {chart}: grounds out.',
  'showdown.log.swing.FB': '{batter} swings {swing} on the chart of {chart}: flies out.',
  'showdown.log.swing.BB': '{batter} swings {swing} on the chart of {chart}: walks.',
  'showdown.log.swing.1B': '{batter} swings {swing} on the chart of {chart}: singles.',
  'showdown.log.swing.1B+':
    '{batter} swings {swing} on the chart of {chart}: single+, he takes second if it is open.',
  'showdown.log.swing.2B': '{batter} swings {swing} on the chart of {chart}: doubles.',
  'showdown.log.swing.3B': '{batter} swings {swing} on the chart of {chart}: triples.',
  'showdown.log.swing.HR': '{batter} swings {swing} on the chart of {chart}: home run!',
  'showdown.log.out': '{outs} out.',
  'showdown.log.scores': '{runner} scores (charged to {pitcher}).',
  // Substitutions.
  'showdown.log.pitchingChange': '{seat} brings in {pitcher} to replace {old}.',
  'showdown.log.pinch': '{seat} sends up {hitter} to pinch-hit for {batter}.',
  // The end.
  'showdown.log.walkoff': 'Walk-off! {seat} wins it in the bottom half, {home}-{away}.',
  'showdown.log.final': 'Final after {innings} innings: {seatWin} wins {win}-{lose}.',
  'showdown.end.final': 'Final score.',
  'showdown.end.walkoff': 'Won on a walk-off.',
  'showdown.bd.inning': 'Inning {n}',
};
