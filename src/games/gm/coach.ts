/**
 * The coach of You're the GM!'s guided first game: what each step asks, in the rulebook's
 * terms, and why the suggested move (the heuristic bot's, for the learner's view) is a good
 * one, read from the view: the card, its price, the slot a die fills, the wins at stake.
 * The reading is done once, here; the sentences are looked up in the active language
 * (COACH_EN below, COACH_FR in coach.fr.ts), each given the facts it words.
 */
import type { Coach } from '../../ui/board';
import type { Language, Words } from '../../ui/language';
import { COACH_FR } from './coach.fr';
import { player, skillName, teamCard } from './content';
import type { GmAction, GmView, Signed } from './state';
import type { PlayerCard, Skill } from './types';

/** What each step asks (the game's prompt key). */
const STEP_EN = {
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

const money = (n: number) => `$${n}M`;
const winsOf = (n: number) => `${n} win${n === 1 ? '' : 's'}`;
const dice = (n: number) => `${n} Team ${n === 1 ? 'die' : 'dice'}`;
const spots = (n: number) => `${n} roster ${n === 1 ? 'spot' : 'spots'}`;
const openSpots = (n: number) => `${n} open roster ${n === 1 ? 'spot' : 'spots'}`;

/** A player card as the coach names it. */
export interface Who {
  name: string;
  pos: string;
  base: number;
  max: number;
}

/** What this season did with a card, for Arbitration. */
export type Season =
  { k: 'empty' } | { k: 'bench'; pos: string } | { k: 'won'; wins: number } | null;

/** How a die reaches its slot: put there from the roll, taken from the Stadium, moved from the Manager. */
export type DieVerb = 'put' | 'take' | 'move';

const DIE_VERB: Readonly<Record<DieVerb, [string, string]>> = {
  put: ['Put', 'on'],
  take: ['Take', 'for'],
  move: ['Move', 'to'],
};

const who = (p: Who) => `${p.name} (${p.pos}, ${p.base}-${winsOf(p.max)})`;

function seasonEn(s: Season): string {
  if (!s) return '';
  if (s.k === 'empty')
    return ' This season the card scored nothing only because a slot stayed open.';
  if (s.k === 'bench') return ` This season another ${s.pos} scored instead.`;
  return ` This season the card earned ${winsOf(s.wins)}.`;
}

/** The coach's words in English; coach.fr.ts has them in French (same keys and parameters). */
export const COACH_EN = {
  welcome:
    'Welcome to You’re the GM! You run a club against a bot: sign players in Free Agency, fill their die slots with the dice they bring, and win the most games in a season to take a trophy; three trophies make a dynasty. The coach points at a good move at each decision and says why; follow it or play your own way.',
  step: STEP_EN as Readonly<Record<keyof typeof STEP_EN, string>>,
  skill: (face: Skill): string => skillName(face),
  choose: (f: { team: string; budget: number; vs: number; manager: string | null }): string => {
    const more =
      f.budget > f.vs
        ? `${money(f.budget)} against ${money(f.vs)}: more money signs more and better players every season.`
        : `${money(f.budget)}, as much as the other card, and its bonuses suit a first game.`;
    return `Play the ${f.team} as your Team: their budget is ${more}${
      f.manager ? ` ${f.manager} then manages your club.` : ''
    }`;
  },
  prospect: (p: Who): string =>
    `Sign the prospect ${who(p)}: a prospect costs nothing and joins your Active Roster next season.`,
  sign: (
    p: Who,
    f: { price: number; cash: number; open: number; newPos: boolean; teamDice: number },
  ): string => {
    const pos = f.newPos
      ? ` You have no ${p.pos} yet, so this player scores at that position.`
      : '';
    const more = f.teamDice > 0 ? ` The card brings ${dice(f.teamDice)} each season.` : '';
    return `Sign ${who(p)} for ${money(f.price)} of your ${money(f.cash)} free: the best value in this hand for ${openSpots(f.open)}.${pos}${more}`;
  },
  decline: (name: string, f: { cash: number; open: number; signable: number }): string => {
    const n = f.signable;
    const why =
      f.open === 0
        ? 'your roster is full'
        : n === 0
          ? `with ${money(f.cash)} free you can afford nobody in this hand`
          : `${n === 1 ? 'the player you could afford here costs' : `the ${n} players you could afford here cost`} too much of your ${money(f.cash)} free for what ${n === 1 ? 'the card brings' : 'they bring'}, with ${spots(f.open)} to fill`;
    return `Decline ${name}: ${why}. Of this hand, ${name} is the card your rivals would value most, and a declined card leaves the draft.`;
  },
  toManager: (verb: DieVerb, skill: string): string => {
    const [v, prep] = DIE_VERB[verb];
    return `${v} the ${skill} die ${prep} your Manager: no open slot on your players shows ${skill} now, and a held die can still move to a player before scoring.`;
  },
  toPlayer: (
    verb: DieVerb,
    skill: string,
    p: Who,
    f: { matches: boolean; left: number; clean: boolean },
  ): string => {
    const [v, prep] = DIE_VERB[verb];
    const then =
      f.left === 0
        ? `it fills the last slot, so the card scores ${f.clean ? `${winsOf(p.max)} (Max Wins)` : `${winsOf(p.base)} (Base Wins)`}`
        : `${f.left} more ${f.left === 1 ? 'die fills' : 'dice fill'} the card`;
    return `${v} the ${skill} die ${prep} ${p.name} (${p.pos}): ${
      f.matches
        ? 'it matches the icon of that slot'
        : 'no open slot shows its icon, so it fills the slot it may'
    }, and ${then}.`;
  },
  burn: (skill: string): string =>
    `Every slot you have is full, so you still take a die and discard it: take the ${skill} die, one your rivals cannot have.`,
  ready: 'No held die would complete a player now: say you are ready for scoring.',
  keep: (p: Who, f: { teamDice: number; free: boolean; next: number; season: Season }): string => {
    const more = f.teamDice > 0 ? ` and ${dice(f.teamDice)}` : '';
    const cost = f.free
      ? 'are worth keeping, and your Manager makes this first keep free'
      : `are worth the $1M raise (${money(f.next)} on the card next season)`;
    return `Keep ${p.name} (${p.pos}): ${p.base}-${winsOf(p.max)}${more} ${cost}.${seasonEn(f.season)}`;
  },
  cut: (p: Who, f: { paid: number; prospects: boolean; season: Season }): string =>
    `Release ${p.name} (${p.pos}): the weakest value on your roster for the ${money(f.paid)} on the card, which comes back to spend in Free Agency${
      f.prospects ? ' and makes room for your prospects' : ''
    }.${seasonEn(f.season)}`,
};

type CoachWords = Words<typeof COACH_EN>;

/** The coach's words per language: the tip is read from the view once, worded in any. */
const WORDS: Readonly<Record<Language, CoachWords>> = { en: COACH_EN, fr: COACH_FR };

type Act<T extends GmAction['t']> = Extract<GmAction, { t: T }>;

const whoOf = (p: PlayerCard): Who => ({ name: p.name, pos: p.pos, base: p.base, max: p.max });

function chooseWhy(w: CoachWords, v: GmView, seat: number, a: Act<'choose'>): string {
  const mine = teamCard(a.team);
  const other = v.gms[seat]?.offer.find((c) => c !== a.team);
  const then = other ? teamCard(other) : null;
  const budget = mine.team.budget;
  return w.choose({
    team: mine.team.name,
    budget,
    vs: then ? then.team.budget : budget,
    manager: then ? then.manager.name : null,
  });
}

function draftWhy(
  w: CoachWords,
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
    if (p.prospect) return w.prospect(whoOf(p));
    const cost = g.hand.cards.indexOf(a.c);
    const price = cost >= 0 ? (v.live?.gms[seat]?.costs[cost] ?? p.salary) : p.salary;
    return w.sign(whoOf(p), {
      price,
      cash: g.cash,
      open,
      newPos: !roster.some((c) => player(c.id).pos === p.pos),
      teamDice: p.team,
    });
  }
  const signable = actions.filter((x) => x.t === 'sign').length;
  return w.decline(p.name, { cash: g.cash, open, signable });
}

/** Why a die goes where the suggestion puts it. */
function dieWhy(
  w: CoachWords,
  v: GmView,
  seat: number,
  face: Skill,
  card: number,
  slot: number,
  verb: DieVerb,
): string {
  const g = v.gms[seat];
  if (!g) return '';
  const skill = w.skill(face);
  if (card < 0) return w.toManager(verb, skill);
  const c = g.roster.cards[card];
  if (!c) return '';
  const p = player(c.id);
  const matches = p.slots[slot] === face;
  return w.toPlayer(verb, skill, whoOf(p), {
    matches,
    left: c.dice.filter((d) => d === null).length - 1,
    clean: c.dice.every((d, j) => d === null || d === p.slots[j]) && matches,
  });
}

function moveWhy(w: CoachWords, v: GmView, seat: number, a: Act<'move'>): string {
  const face = v.gms[seat]?.held[a.from];
  return face ? dieWhy(w, v, seat, face, a.card, a.slot, 'move') : '';
}

function arbWhy(w: CoachWords, v: GmView, seat: number, a: GmAction): string {
  const g = v.gms[seat];
  if (!g || (a.t !== 'keep' && a.t !== 'cut')) return '';
  const c = g.roster.cards[a.card];
  if (!c) return '';
  const p = player(c.id);
  const line = v.last?.lines[seat]?.find((l) => l.src === c.id);
  const season: Season =
    line?.why === 'empty'
      ? { k: 'empty' }
      : line?.why === 'bench'
        ? { k: 'bench', pos: p.pos }
        : line
          ? { k: 'won', wins: line.wins }
          : null;
  if (a.t === 'keep') {
    // D13 Free Raise: the first player kept at each Arbitration costs nothing.
    const free =
      g.manager !== null &&
      teamCard(g.manager).manager.ability === 'freeRaise' &&
      !g.roster.cards.some((x) => x.kept);
    return w.keep(whoOf(p), { teamDice: p.team, free, next: c.paid + 1, season });
  }
  return w.cut(whoOf(p), { paid: c.paid, prospects: g.minors.cards.length > 0, season });
}

/** Why the suggested move, read from the learner's view. */
function why(
  w: CoachWords,
  v: GmView,
  seat: number,
  a: GmAction | undefined,
  actions: readonly GmAction[],
): string {
  if (!a) return '';
  const roster = v.gms[seat]?.roster.cards ?? [];
  switch (a.t) {
    case 'choose':
      return chooseWhy(w, v, seat, a);
    case 'sign':
    case 'decline':
      return draftWhy(w, v, seat, a, actions, roster);
    case 'place':
      return dieWhy(w, v, seat, a.face, a.card, a.slot, 'put');
    case 'draft':
      return dieWhy(w, v, seat, a.face, a.card, a.slot, 'take');
    case 'burn':
      return w.burn(w.skill(a.face));
    case 'move':
      return moveWhy(w, v, seat, a);
    case 'ready':
      return w.ready;
    case 'keep':
    case 'cut':
      return arbWhy(w, v, seat, a);
  }
}

export const gmCoach: Coach<GmView, GmAction> = {
  seed: 'learn-gm-15',
  others: [{ level: 'easy' }],
  welcome: (lang) => WORDS[lang].welcome,
  // A die goes where it is put once it is picked up: point at the die first.
  point(a) {
    if (a.t === 'place' || a.t === 'draft') return `.gm-dice button[data-die="${a.face}"]`;
    if (a.t === 'move') return `.gm-tm--manager button[data-held="${a.from}"]`;
    return null;
  },
  // A die picked up only presses its button and changes what the slots it may fill send
  // (the same slot buttons, other data-action): the ring must follow those attributes, or it
  // stays lost once the die's class is redrawn (the issue's stall in season 2's League Dice
  // Draft: the die pressed, nothing ringed).
  followsPresses: true,
  tip({ view, seat, prompt, actions, suggested, lang }) {
    const w = WORDS[lang];
    const step = (w.step as Readonly<Record<string, string>>)[prompt.msg] ?? '';
    return [step, why(w, view, seat, suggested, actions)].filter(Boolean).join(' ');
  },
};
