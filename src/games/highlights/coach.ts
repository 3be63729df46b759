/**
 * The coach of Highlights 2045's guided first game: what each decision asks, in the
 * rulebook's terms, and why the suggested move (the heuristic bot's, for the learner's view)
 * is a good one, read from the view: the card played and what its action meets, the hits
 * cancelled, the runners removed, the player bought and the one sent down.
 */
import type { Coach } from '../../ui/board';
import { card, TEAM_NAMES } from './content';
import { letterOf } from './rules/ia';
import type { HlAction, HlView } from './state';
import type { Ia, Result } from './types';

/** What each decision asks (the game's prompt key). */
export const COACH_STEP: Readonly<Record<string, string>> = {
  'hl.prompt.stash':
    'Before a mini-game you may set one card of your hand face down On Deck and draw one to replace it. An On Deck card waits for a pinch-hit or the Visitor Save.',
  'hl.prompt.onDeck':
    'You still have a card On Deck from the last mini-game: keep it there, discard it, or put it on top of your Lineup.',
  'hl.prompt.play':
    'Your turn at bat: the card you play does its immediate action first; then the hits your rival left threatened at home plate come in; then your card’s Hit Boxes wait at your plate as threatened hits until your rival’s next card.',
  'hl.prompt.cancel': 'Your Glove cancels threatened hits before they come in: choose which.',
  'hl.prompt.remove': 'Your action removes runners from your rival’s bases: choose which.',
  'hl.prompt.clone':
    'Cloning copies the immediate action of another card you have played: choose which.',
  'hl.prompt.minors':
    'A player of yours left the game: one of your Minor Leaguers comes up to take that place.',
  'hl.prompt.save':
    'Visitor Save: the home team has played its last card, and you may answer with your On Deck card or the top card of your Lineup; only a defensive (D) action counts.',
  'hl.prompt.pick':
    'Extra innings: both teams choose a card of their hand face down, then show them; home acts first, then the visitor, then both cards’ hits.',
  'hl.prompt.buy':
    'Buy round: your revenue (the green circles of the cards you played) buys Free Agents from the Buy Row. Each player bought goes on top of your Lineup, and a card you played goes to the Minor Leagues in exchange, so your roster stays at 15.',
};

const HIT_WORD: Readonly<Record<Result, string>> = {
  '1B': 'Single',
  '2B': 'Double',
  '3B': 'Triple',
  HR: 'Homerun',
  BB: 'Walk',
};
const HIT_RANK: Readonly<Record<Result, number>> = { BB: 0, '1B': 1, '2B': 2, '3B': 3, HR: 4 };
const BASES = ['1st', '2nd', '3rd'];
const PITCH: Readonly<Record<string, string>> = {
  Natural: 'Fastball',
  Robot: 'Curve',
  Cyborg: 'Spit Ball',
};

/** An immediate action's keyword, as printed on the card. */
function keyword(ia: Ia): string {
  if (ia.k === 'pitch') return PITCH[ia.vs] ?? 'pitch';
  const word = ia.k.replace(/([A-Z])/g, ' $1');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const COUNT = ['', 'a', 'two', 'three', 'four', 'five', 'six'];

/** Words joined as a list: "a, b and c". */
function listOf(words: readonly string[]): string {
  const head = words.slice(0, -1);
  const last = words[words.length - 1] ?? '';
  return head.length ? `${head.join(', ')} and ${last}` : last;
}

/** Each kind of hit in words, alike ones counted: ["two Singles", "a Double"]. */
function hitWords(rs: readonly Result[]): string[] {
  return [...new Set(rs)].map((r) => {
    const n = rs.filter((x) => x === r).length;
    return `${COUNT[n] ?? n} ${HIT_WORD[r]}${n > 1 ? 's' : ''}`;
  });
}

const hitsOf = (rs: readonly Result[]): string => listOf(hitWords(rs));

/** A card's hits and (where `action` says) its action, in words. */
function strengths(id: string, action: (ia: Ia) => boolean): string {
  const c = card(id);
  return listOf([...hitWords(c.hits), ...(action(c.ia) ? [`a ${keyword(c.ia)}`] : [])]);
}

type SideView = HlView['sides'][number];

interface Table {
  me: SideView | undefined;
  rival: SideView | undefined;
  rivalName: string;
}

function tableOf(v: HlView, seat: number): Table {
  const mine = v.sides.findIndex((s) => s.seat === seat);
  const other = v.game.players.find((i) => i !== mine) ?? v.sides.findIndex((_, i) => i !== mine);
  const rival = v.sides[other];
  return {
    me: v.sides[mine],
    rival,
    rivalName: rival?.team ? `the ${TEAM_NAMES[rival.team]}` : 'the Free Agent All-Stars',
  };
}

const onBase = (sd: SideView | undefined): number =>
  (sd?.bases ?? []).filter((b) => b !== null).length;

/** What a card's immediate action meets now, or null when it has nothing to work on. */
function actionPart(id: string, t: Table): string | null {
  const c = card(id);
  const threat = t.rival?.threat;
  const results = threat?.results ?? [];
  const kw = keyword(c.ia);
  const runners = onBase(t.rival);
  switch (c.ia.k) {
    case 'none':
      return null;
    case 'pitch': {
      const by = threat ? card(threat.card) : null;
      return by && by.kind === c.ia.vs && results.length
        ? `the ${kw} cancels every hit ${t.rivalName} threaten with ${by.name}, a ${by.kind}`
        : null;
    }
    case 'doublePlay':
    case 'pickOff':
    case 'pickOffAll':
      return runners
        ? `the ${kw} takes runners off the bases of ${t.rivalName} (${runners} on now)`
        : null;
    default:
      if (letterOf(c.ia) !== 'D') return `the ${kw} works for your own runners and hits`;
      return results.length
        ? `the ${kw} works against the ${hitsOf(results)} ${t.rivalName} threaten, before they come in`
        : null;
  }
}

/** Why the suggested card: what its action meets, and what its Hit Boxes add. */
function playWhy(v: HlView, seat: number, id: string, pinch?: 'onDeck' | 'lineup'): string {
  const c = card(id);
  const t = tableOf(v, seat);
  if (pinch) {
    const own = strengths(id, (ia) => ia.k !== 'none' && actionPart(id, t) !== null);
    const instead =
      pinch === 'onDeck' && t.me?.onDeck.cards[0]
        ? `your On Deck card, ${card(t.me.onDeck.cards[0]).name}`
        : 'the top card of your Lineup';
    return `Pinch-hit: discard ${c.name} (the card carries the PH mark) and play ${instead} instead. ${c.name} would bring ${own ? `only ${own}` : 'nothing'} here, and ${pinch === 'onDeck' ? 'the On Deck card does more' : 'an unseen card is likely to do more'}.`;
  }
  const parts: string[] = [];
  const act = actionPart(id, t);
  if (act) parts.push(act);
  if (c.hits.length) {
    const runners = onBase(t.me);
    const more = runners ? `, with ${runners} of your runners on base to drive in` : '';
    const verb = c.hits.length === 1 ? 'waits' : 'wait';
    parts.push(
      `${act ? 'then ' : ''}${hitsOf(c.hits)} ${verb} at your plate as threatened hits${more}`,
    );
  }
  if (c.ia.k === 'none' && c.hits.length) parts.unshift('no action to keep for a better moment');
  if (!act && c.ia.k !== 'none')
    parts.push(
      `the ${keyword(c.ia)} has nothing to work on now, and your other cards would waste more`,
    );
  if (!parts.length) parts.push('it is the card your hand misses least now');
  return `Play ${c.name}: ${parts.join('; ')}.`;
}

function cancelWhy(v: HlView, i: number): string {
  const p = v.pending;
  if (!p || p.k !== 'cancel') return '';
  const results = v.sides[p.target]?.threat?.results ?? [];
  const set = (p.sets[i] ?? []).map((k) => results[k]).filter((r): r is Result => !!r);
  const top = Math.max(...results.map((r) => HIT_RANK[r]));
  const biggest = set.some((r) => HIT_RANK[r] === top);
  return `Cancel ${hitsOf(set)}: ${
    biggest
      ? 'the biggest hit threatened moves runners furthest and scores most'
      : 'it does the most harm on these bases'
  }.`;
}

function removeWhy(v: HlView, i: number): string {
  const p = v.pending;
  if (!p || p.k !== 'remove') return '';
  const bases = (p.sets[i] ?? []).map((b) => BASES[b] ?? '?');
  return `Remove the runners on ${bases.join(' and ')}: they are the ones nearest to scoring.`;
}

function saveWhy(v: HlView, seat: number, i: number): string {
  const p = v.pending;
  if (!p || p.k !== 'save') return '';
  const from = p.options[i];
  const t = tableOf(v, seat);
  const threat = t.rival?.threat?.results ?? [];
  const onDeck = t.me?.onDeck.cards[0];
  if (from === 'none') {
    if (!threat.length)
      return `Make no save: ${t.rivalName} have nothing threatened, so there is nothing to stop.`;
    const mine = onDeck
      ? `${card(onDeck).name}, your On Deck card, has no defensive action that helps here, and `
      : '';
    return `Make no save: ${mine}the top card of your Lineup is unseen and seldom the right defensive action.`;
  }
  const against = threat.length ? ` against ${hitsOf(threat)} threatened` : '';
  return from === 'onDeck' && onDeck
    ? `Show ${card(onDeck).name}: the ${keyword(card(onDeck).ia)} is a defensive action${against}.`
    : `Show the top card of your Lineup: a defensive action there can still stop the hits${against}.`;
}

function buyWhy(a: Extract<HlAction, { t: 'buy' }>, money: number): string {
  const c = card(a.card);
  const sent = card(a.send);
  const has = strengths(a.card, (ia) => ia.k !== 'none') || 'speed and revenue';
  return `Buy ${c.name} for ${c.cost} of your ${money} revenue: with ${has}, a better player than ${sent.name}, your weakest card In Play, who goes to the Minor Leagues. ${c.name} comes to your hand in the next mini-game.`;
}

/** Why nothing goes On Deck: what a card there could do with this hand. */
function stashNoneWhy(v: HlView, seat: number): string {
  const hand = tableOf(v, seat).me?.hand.cards ?? [];
  const ph = hand.filter((c) => card(c).ph).length;
  return ph === 0
    ? 'Set nothing On Deck: no card in your hand carries the PH mark, so a card set On Deck could come back only in a Visitor Save. Keep the hand you were dealt.'
    : `Set nothing On Deck: keep the hand you were dealt. With ${ph === 1 ? 'a PH card' : `${ph} PH cards`} in hand you can still pinch-hit with the top card of your Lineup.`;
}

/** Why the suggested move, read from the learner's view. */
function why(v: HlView, seat: number, a: HlAction | undefined, money: number): string {
  if (!a) return '';
  switch (a.t) {
    case 'deck':
      return a.to === 'top'
        ? 'Put it on top of your Lineup: you draw it in your next hand, and your On Deck spot is free for a better card.'
        : `${a.to === 'keep' ? 'Keep it On Deck' : 'Discard it'}: of the three, the choice that helps your next mini-game most.`;
    case 'stash':
      if (a.card === null) return stashNoneWhy(v, seat);
      return `Set ${card(a.card).name} On Deck: the card waits there for a pinch-hit or a Visitor Save, and you draw one to replace it.`;
    case 'play':
      return playWhy(v, seat, a.card);
    case 'pinch':
      return playWhy(v, seat, a.card, a.from);
    case 'choose': {
      const p = v.pending;
      if (p?.k === 'cancel') return cancelWhy(v, a.i);
      if (p?.k === 'remove') return removeWhy(v, a.i);
      if (p?.k === 'save') return saveWhy(v, seat, a.i);
      const id = p && (p.k === 'clone' || p.k === 'minors') ? p.options[a.i] : undefined;
      if (!id) return '';
      const c = card(id);
      return p?.k === 'clone'
        ? `Clone ${c.name}’s ${keyword(c.ia)}: of the actions you have played, it does most on these bases.`
        : `Call up ${c.name}: of your Minor Leaguers, the card that brings the most hits and action.`;
    }
    case 'pick': {
      const c = card(a.card);
      const has = strengths(a.card, (ia) => letterOf(ia) === 'D') || 'no hits but its action';
      return `Pick ${c.name}, with ${has}: your best chance to outscore your rival this inning.`;
    }
    case 'buy':
      return buyWhy(a, money);
    case 'endBuy':
      return money > 0
        ? `Done buying: nothing in the Buy Row for ${money} or less is better enough than your weakest card In Play to be worth the swap.`
        : 'Done buying: your revenue is spent.';
  }
}

export const highlightsCoach: Coach<HlView, HlAction> = {
  seed: 'learn-hl-6',
  others: [{ level: 'easy' }],
  options: { team1: 'gulls', team2: 'foundry' },
  welcome:
    'Welcome to Highlights 2045. Your Harbor Gulls play the Foundry Ironclads, a bot: each mini-game you play the cards of your hand in turn, their hits putting runners on base and runs on the board, and after each game you buy better players. Win the season, then the World Series. The coach points at a good move at each decision and says why; follow it or play your own way.',
  // A card's move shows once the card is tapped: point at the card first.
  point: (a) => ('card' in a && a.card !== null ? `button[data-card="${a.card}"]` : null),
  tip({ view, seat, prompt, suggested }) {
    const step = COACH_STEP[prompt.msg] ?? '';
    const money = Number(prompt.args?.money ?? 0);
    return [step, why(view, seat, suggested, money)].filter(Boolean).join(' ');
  },
};
