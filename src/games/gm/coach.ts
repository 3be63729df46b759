/**
 * The coach of You're the GM!'s guided first game: what each step asks, in the rulebook's
 * terms, and why the suggested move (the heuristic bot's, for the learner's view) is a good
 * one, read from the view: the card, its price, the slot a die fills, the wins at stake.
 */
import type { Coach } from '../../ui/board';
import { player, skillName, teamCard } from './content';
import type { GmAction, GmView, Signed } from './state';
import type { PlayerCard } from './types';

/** What each step asks (the game's prompt key). */
export const COACH_STEP: Readonly<Record<string, string>> = {
  'gm.prompt.choose':
    'Each of your two cards is a Team on one side and a Manager on the other. Your Team card sets your budget for the whole game and gives win bonuses; the other card manages and holds dice.',
  'gm.prompt.draft':
    'Free Agency: from the hand you hold, sign one player (the salary comes out of your free money) or decline one. Everyone chooses face down, then the hands pass.',
  'gm.prompt.team':
    'Team Dice: every die you rolled goes on an open slot, a player’s or your Manager’s. A player scores only when every slot on the card holds a die: Max Wins if every die matches its icon, Base Wins otherwise.',
  'gm.prompt.league':
    'League Dice Draft: the red dice went into the Stadium and were rolled; each GM takes one in turn until none is left.',
  'gm.prompt.final':
    'Before scoring, dice held on your Manager may still move to open slots on your players; then say you are ready.',
  'gm.prompt.arb':
    'Arbitration: keep each player for $1M more (one more token on the card), or release the player and get back every $M on the card.',
};

type Act<T extends GmAction['t']> = Extract<GmAction, { t: T }>;

const money = (n: number) => `$${n}M`;
const winsOf = (n: number) => `${n} win${n === 1 ? '' : 's'}`;

/** A player as the coach names the card: name, position and wins. */
function who(p: PlayerCard): string {
  return `${p.name} (${p.pos}, ${p.base}-${p.max} wins)`;
}

function chooseWhy(v: GmView, seat: number, a: Act<'choose'>): string {
  const mine = teamCard(a.team);
  const other = v.gms[seat]?.offer.find((c) => c !== a.team);
  const then = other ? teamCard(other) : null;
  const budget = mine.team.budget;
  const vs = then ? then.team.budget : budget;
  const more =
    budget > vs
      ? `${money(budget)} against ${money(vs)}: more money signs more and better players every season.`
      : `${money(budget)}, as much as the other card, and its bonuses suit a first game.`;
  return `Play the ${mine.team.name} as your Team: their budget is ${more}${
    then ? ` ${then.manager.name} then manages your club.` : ''
  }`;
}

function draftWhy(
  v: GmView,
  seat: number,
  a: GmAction,
  actions: readonly GmAction[],
  roster: readonly Signed[],
): string {
  const g = v.gms[seat];
  if (!g || (a.t !== 'sign' && a.t !== 'decline')) return '';
  const p = player(a.c);
  const open = 5 - roster.length;
  if (a.t === 'sign') {
    if (p.prospect)
      return `Sign the prospect ${who(p)}: a prospect costs nothing and joins your Active Roster next season.`;
    const cost = g.hand.cards.indexOf(a.c);
    const price = cost >= 0 ? (v.live?.gms[seat]?.costs[cost] ?? p.salary) : p.salary;
    const pos = roster.some((c) => player(c.id).pos === p.pos)
      ? ''
      : ` You have no ${p.pos} yet, so this player scores at that position.`;
    const dice =
      p.team > 0
        ? ` The card brings ${p.team} Team ${p.team === 1 ? 'die' : 'dice'} each season.`
        : '';
    return `Sign ${who(p)} for ${money(price)} of your ${money(g.cash)} free: the best value in this hand for ${open} open roster ${open === 1 ? 'spot' : 'spots'}.${pos}${dice}`;
  }
  const signable = actions.filter((x) => x.t === 'sign').length;
  const why =
    open === 0
      ? 'your roster is full'
      : signable === 0
        ? `with ${money(g.cash)} free you can afford nobody in this hand`
        : `${signable === 1 ? 'the player you could afford here costs' : `the ${signable} players you could afford here cost`} too much of your ${money(g.cash)} free for what ${signable === 1 ? 'the card brings' : 'they bring'}, with ${open} roster ${open === 1 ? 'spot' : 'spots'} to fill`;
  return `Decline ${p.name}: ${why}. Of this hand, ${p.name} is the card your rivals would value most, and a declined card leaves the draft.`;
}

/** Put a die on a player, take one for him, move one to him. */
const PREP: Readonly<Record<string, string>> = { Put: 'on', Take: 'for', Move: 'to' };

/** Why a die goes where the suggestion puts it. */
function dieWhy(
  v: GmView,
  seat: number,
  face: string,
  card: number,
  slot: number,
  verb: string,
): string {
  const g = v.gms[seat];
  const die = `the ${skillName(face)} die`;
  if (!g) return '';
  if (card < 0)
    return `${verb} ${die} ${PREP[verb] ?? 'on'} your Manager: no open slot on your players shows ${skillName(face)} now, and a held die can still move to a player before scoring.`;
  const c = g.roster.cards[card];
  if (!c) return '';
  const p = player(c.id);
  const matches = p.slots[slot] === face;
  const left = c.dice.filter((d) => d === null).length - 1;
  const clean = c.dice.every((d, j) => d === null || d === p.slots[j]) && matches;
  const then =
    left === 0
      ? `it fills the last slot, so the card scores ${clean ? `${winsOf(p.max)} (Max Wins)` : `${winsOf(p.base)} (Base Wins)`}`
      : `${left} more ${left === 1 ? 'die fills' : 'dice fill'} the card`;
  return `${verb} ${die} ${PREP[verb] ?? 'on'} ${p.name} (${p.pos}): ${
    matches
      ? 'it matches the icon of that slot'
      : 'no open slot shows its icon, so it fills the slot it may'
  }, and ${then}.`;
}

function moveWhy(v: GmView, seat: number, a: Act<'move'>): string {
  const face = v.gms[seat]?.held[a.from];
  return face ? dieWhy(v, seat, face, a.card, a.slot, 'Move') : '';
}

function arbWhy(v: GmView, seat: number, a: GmAction): string {
  const g = v.gms[seat];
  if (!g || (a.t !== 'keep' && a.t !== 'cut')) return '';
  const c = g.roster.cards[a.card];
  if (!c) return '';
  const p = player(c.id);
  const line = v.last?.lines[seat]?.find((l) => l.src === c.id);
  const season =
    line?.why === 'empty'
      ? ' This season the card scored nothing only because a slot stayed open.'
      : line?.why === 'bench'
        ? ` This season another ${p.pos} scored instead.`
        : line
          ? ` This season the card earned ${winsOf(line.wins)}.`
          : '';
  const dice = p.team > 0 ? ` and ${p.team} Team ${p.team === 1 ? 'die' : 'dice'}` : '';
  if (a.t === 'keep') {
    // D13 Free Raise: the first player kept at each Arbitration costs nothing.
    const free =
      g.manager !== null &&
      teamCard(g.manager).manager.ability === 'freeRaise' &&
      !g.roster.cards.some((x) => x.kept);
    const cost = free
      ? 'are worth keeping, and your Manager makes this first keep free'
      : `are worth the $1M raise (${money(c.paid + 1)} on the card next season)`;
    return `Keep ${p.name} (${p.pos}): ${p.base}-${p.max} wins${dice} ${cost}.${season}`;
  }
  const room = g.minors.cards.length > 0 ? ' and makes room for your prospects' : '';
  return `Release ${p.name} (${p.pos}): the weakest value on your roster for the ${money(c.paid)} on the card, which comes back to spend in Free Agency${room}.${season}`;
}

/** Why the suggested move, read from the learner's view. */
function why(
  v: GmView,
  seat: number,
  a: GmAction | undefined,
  actions: readonly GmAction[],
): string {
  if (!a) return '';
  const roster = v.gms[seat]?.roster.cards ?? [];
  switch (a.t) {
    case 'choose':
      return chooseWhy(v, seat, a);
    case 'sign':
    case 'decline':
      return draftWhy(v, seat, a, actions, roster);
    case 'place':
      return dieWhy(v, seat, a.face, a.card, a.slot, 'Put');
    case 'draft':
      return dieWhy(v, seat, a.face, a.card, a.slot, 'Take');
    case 'burn':
      return `Every slot you have is full, so you still take a die and discard it: take the ${skillName(a.face)} die, one your rivals cannot have.`;
    case 'move':
      return moveWhy(v, seat, a);
    case 'ready':
      return 'No held die would complete a player now: say you are ready for scoring.';
    case 'keep':
    case 'cut':
      return arbWhy(v, seat, a);
  }
}

export const gmCoach: Coach<GmView, GmAction> = {
  seed: 'learn-gm-15',
  others: [{ level: 'easy' }],
  welcome:
    'Welcome to You’re the GM! You run a club against a bot: sign players in Free Agency, fill their die slots with the dice they bring, and win the most games in a season to take a trophy; three trophies make a dynasty. The coach points at a good move at each decision and says why; follow it or play your own way.',
  // A die goes where it is put once it is picked up: point at the die first.
  point(a) {
    if (a.t === 'place' || a.t === 'draft') return `.gm-dice button[data-die="${a.face}"]`;
    if (a.t === 'move') return `.gm-tm--manager button[data-held="${a.from}"]`;
    return null;
  },
  tip({ view, seat, prompt, actions, suggested }) {
    const step = COACH_STEP[prompt.msg] ?? '';
    return [step, why(view, seat, suggested, actions)].filter(Boolean).join(' ');
  },
};
