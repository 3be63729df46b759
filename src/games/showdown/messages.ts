/**
 * The English message catalog of Showdown: prompts, play-by-play log lines, action
 * descriptions and score breakdown labels. Arguments named `seat…` are seat ids.
 */
import { cardText, RESULT_WORDS, STRATEGY } from './content/strategy';

/**
 * Words the rules put into other messages (MsgRef arguments): results, bases, halves,
 * pitchers' roles and numbers, strategy card texts. French has the same keys.
 */
const WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(RESULT_WORDS).map(([r, w]) => [`showdown.w.result.${r}`, w]),
  ),
  ...Object.fromEntries(STRATEGY.map((c) => [`showdown.w.text.${c.name}`, cardText(c)])),
  'showdown.w.base.0': 'first',
  'showdown.w.base.1': 'second',
  'showdown.w.base.2': 'third',
  'showdown.w.to.0': 'second',
  'showdown.w.to.1': 'third',
  'showdown.w.to.2': 'home',
  'showdown.w.runnerOn': 'the runner on {base}',
  'showdown.w.sendTo': '{runner} (to {base})',
  'showdown.w.half.0': 'top',
  'showdown.w.half.1': 'bottom',
  'showdown.w.group.infield': 'infield',
  'showdown.w.group.outfield': 'outfield',
  'showdown.w.role.starter': 'starter',
  'showdown.w.role.reliever': 'reliever',
  'showdown.w.role.closer': 'closer',
  'showdown.w.armStats':
    '{role}, Control {control}, IP {ip}, {points, plural, one {# pt} other {# pts}}',
  'showdown.w.batStats': 'On-Base {onBase}, {points, plural, one {# pt} other {# pts}}',
  'showdown.w.ofGame': ' · game {n}',
};

export const MESSAGES: Readonly<Record<string, string>> = {
  ...WORDS,
  // Prompts.
  'showdown.prompt.defense':
    '{batter} comes to the plate. Defense: make a pitching change, or pass.',
  'showdown.prompt.offense':
    '{batter} comes to the plate. Offense: send up a pinch hitter, or pass.',
  'showdown.prompt.relief':
    'Your pitcher was pinch-hit for: bring in a reliever or closer as you take the field.',
  'showdown.prompt.lineup':
    'Before the game: change your batting order, positions or starters, or play ball with this lineup.',
  'showdown.prompt.backup':
    'A backup cannot take the field before the 7th: replace each backup in your lineup with a regular player.',
  'showdown.prompt.before':
    '{batter} is up. Play a strategy card before the pitch, or pass (defense first).',
  'showdown.prompt.on': 'The result is {result}. Play a card on this result, or pass.',
  'showdown.prompt.after': 'The result ({result}) was carried out. Play a card after it, or pass.',
  'showdown.prompt.between':
    'Before game {n}: swap strategy cards between your deck and sideboard, then get ready.',
  'showdown.prompt.ibb': '{batter} is up. Defense: walk him intentionally, or pass.',
  'showdown.prompt.bunt': '{batter} is up. Offense: call for a sacrifice bunt, or pass.',
  'showdown.prompt.defenseCall':
    '{batter} comes to the plate. Defense: make a substitution, or pitch to him or walk him intentionally.',
  'showdown.prompt.offenseCall':
    '{batter} comes to the plate. Offense: make a substitution, or swing away or call for a sacrifice bunt.',
  'showdown.prompt.send': 'Offense: send runners for an extra base, or hold them.',
  'showdown.prompt.throw': 'Defense: choose the runner the outfield throws at.',
  // Actions.
  'showdown.act.card': 'Play {card}: {text}',
  'showdown.act.steal': 'Play {card}: the runner on {base} steals',
  'showdown.act.pass': 'Pass',
  'showdown.act.pitcher': 'Bring in {player} ({stats})',
  'showdown.act.pinch': 'Pinch-hit {player} ({stats})',
  'showdown.act.relief': 'Bring in {player} ({stats})',
  'showdown.act.ready': 'Ready for game {n}',
  'showdown.act.swap': 'Swap {out} (deck) for {in} (sideboard)',
  'showdown.act.ibb': 'Walk the batter intentionally',
  'showdown.act.bunt': 'Sacrifice bunt',
  'showdown.act.pitchTo': 'Pitch to him',
  'showdown.act.swingAway': 'Swing away',
  'showdown.act.send': 'Send {runners}',
  'showdown.act.throw': 'Throw at {runner} (to {base})',
  'showdown.act.runner': 'Pinch-run {player} for {old} on {base}',
  'showdown.act.replace': 'Replace {old} in the field with {player} ({stats})',
  'showdown.act.dh': 'The DH takes the field for {old}; the pitcher bats in his spot',
  'showdown.act.playBall': 'Play ball',
  'showdown.act.order': 'Swap batting spots {i} ({player}) and {j} ({other})',
  'showdown.act.field': 'Swap positions: {player} to {posJ}, {other} to {posI}',
  'showdown.act.start': 'Start {player} instead of {old}',
  'showdown.act.backupOut': 'Replace the backup {old} with {player} ({stats})',
  'showdown.act.switch':
    'Double switch: {arm} pitches in {old}’s batting spot, {player} takes the pitcher’s',
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
  'showdown.log.noPitch': '{batter} never has the advantage: no pitch.',
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
  // Expert rules.
  'showdown.log.ibb': '{batter} is walked intentionally.',
  'showdown.log.bunt': '{batter} lays down a sacrifice bunt.',
  'showdown.log.send': 'Trying for an extra base: {runners}.',
  'showdown.log.dhField':
    '{seat}: the DH {player} takes the field for {old}; {pitcher} bats in his spot (no DH from now on).',
  'showdown.log.lineupOrder': '{seat} swaps batting spots {i} and {j}: {player} and {other}.',
  'showdown.log.lineupField': '{seat} trades the positions of {player} and {other}.',
  'showdown.log.lineupStart': '{seat} starts {player} instead of {old}.',
  'showdown.log.backupOut': '{seat} replaces the backup {old} with {player}.',
  'showdown.log.replace': '{seat} sends {player} into the field for {old}.',
  'showdown.log.switch':
    '{seat} makes a double switch: {pitcher} replaces {oldPitcher}, {player} replaces {old}.',
  'showdown.log.pinchRunner': '{seat} sends in {runner} to run for {old}.',
  'showdown.log.emergency':
    '{seat} cannot fill every position: {player} takes the field for {old}.',
  'showdown.log.ipLost': 'A third run charged to {pitcher}: his IP drops to {ip}.',
  'showdown.log.doublePlay':
    'Double play: {roll} + infield Fielding {infield} beats {batter}’s Speed {speed}.',
  'showdown.log.dpSafe':
    '{batter} beats the throw: {roll} + infield Fielding {infield} against Speed {speed}.',
  'showdown.log.extraOut':
    '{runner} is thrown out trying for an extra base: {roll} + outfield Fielding {outfield} beats {target}.',
  'showdown.log.extraSafe':
    '{runner} takes the extra base: {roll} + outfield Fielding {outfield} against {target}.',
  // Substitutions.
  'showdown.log.pitchingChange': '{seat} brings in {pitcher} to replace {old}.',
  'showdown.log.pinch': '{seat} sends up {hitter} to pinch-hit for {batter}.',
  // Strategy cards.
  'showdown.log.draw': '{seat} draws {n, plural, one {# strategy card} other {# strategy cards}}.',
  'showdown.log.drawSecret': 'You draw: {cards}.',
  'showdown.log.card': '{seat} plays {card}.',
  'showdown.log.discard': '{seat} discards {card}.',
  'showdown.log.swingChange': 'The swing: {roll} with {n} from strategy cards = {swing}.',
  'showdown.log.checkPass':
    'Fielding check by the {group}: {roll} + Fielding {fielding} = {total}, it passes.',
  'showdown.log.checkFail':
    'Fielding check by the {group}: {roll} + Fielding {fielding} = {total}, it fails.',
  'showdown.log.stole':
    '{runner} steals {base}: the throw {roll} + Arm {arm} + {plus} = {total} does not beat Speed {speed}.',
  'showdown.log.caught':
    '{runner} is thrown out stealing {base}: {roll} + Arm {arm} + {plus} = {total} beats Speed {speed}.',
  'showdown.log.ip': "{pitcher}'s IP is now {ip}.",
  'showdown.log.becomes.SO': 'The result is now a strikeout.',
  'showdown.log.becomes.PU': 'The result is now a popup.',
  'showdown.log.becomes.GB': 'The result is now a ground ball.',
  'showdown.log.becomes.FB': 'The result is now a fly ball.',
  'showdown.log.becomes.BB': 'The result is now a walk.',
  'showdown.log.becomes.1B': 'The result is now a single.',
  'showdown.log.becomes.1B+': 'The result is now a single+.',
  'showdown.log.becomes.2B': 'The result is now a double.',
  'showdown.log.becomes.3B': 'The result is now a triple.',
  'showdown.log.becomes.HR': 'The result is now a home run.',
  // Series play.
  'showdown.log.seriesGame': '{seatWin} wins game {n}. Series: {seat0} {a}, {seat1} {b}.',
  'showdown.log.seriesWon': '{seat} wins the series {w}-{l}.',
  'showdown.log.nextGame':
    'Game {n} (best of {of}): {seat} is at home; the number {starter} starters pitch.',
  'showdown.log.swap': '{seat} swaps a card with the sideboard.',
  'showdown.log.swapSecret': '{out} goes to your sideboard, {in} into your deck.',
  // The end.
  'showdown.log.walkoff': 'Walk-off! {seat} wins it in the bottom half, {home}-{away}.',
  'showdown.log.final':
    'Final after {innings, plural, one {# inning} other {# innings}}: {seatWin} wins {win}-{lose}.',
  'showdown.end.final': 'Final score.',
  'showdown.chapter': 'Inning {inning}',
  'showdown.chapter.series': 'Game {game}, inning {inning}',
  'showdown.progress.top': 'Top of inning {inning}{game} · {seatA} {a}, {seatB} {b}',
  'showdown.progress.bottom': 'Bottom of inning {inning}{game} · {seatA} {a}, {seatB} {b}',
  'showdown.end.walkoff': 'Won on a walk-off.',
  'showdown.bd.inning': 'Inning {n}',
  'showdown.end.series': 'Won the series.',
  'showdown.bd.gameWon': 'Game {n}: won {runs}-{opp}',
  'showdown.bd.gameLost': 'Game {n}: lost {runs}-{opp}',
};
