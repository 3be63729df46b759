/**
 * The coach of Highlights 2045's guided first game: what each decision asks, in the
 * rulebook's terms, and why the suggested move (the heuristic bot's, for the learner's view)
 * is a good one, read from the view: the card played and what its action meets, the hits
 * cancelled, the runners removed, the player bought and the one sent down. The reading is
 * done once, here; the words are looked up in the active language (COACH_EN below, COACH_FR
 * in coach.fr.ts), each given the facts it words. Card and team names and the printed
 * keywords stay as printed.
 */
import type { Coach } from '../../ui/board';
import type { Language, Words } from '../../ui/language';
import { COACH_FR } from './coach.fr';
import { card, TEAM_NAMES } from './content';
import { letterOf } from './rules/ia';
import type { HlAction, HlView } from './state';
import type { Ia, Result } from './types';

/** What each decision asks (the game's prompt key). */
const STEP_EN = {
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

/** An immediate action's keyword, as printed on the card (in every language). */
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

/** A team as the coach names it mid-sentence. */
const theTeam = (team: string | null): string =>
  team ? `the ${team}` : 'the Free Agent All-Stars';

/** What a card's immediate action meets now (see `actionPart`). */
export type ActionMeets =
  | { k: 'pitch'; kw: string; rival: string | null; by: string; kind: string }
  | { k: 'runners'; kw: string; rival: string | null; n: number }
  | { k: 'own'; kw: string }
  | { k: 'against'; kw: string; rival: string | null; hits: readonly Result[] };

/** The coach's words in English; coach.fr.ts has them in French (same keys and parameters). */
export const COACH_EN = {
  welcome:
    'Welcome to Highlights 2045. Your Harbor Gulls play the Foundry Ironclads, a bot: each mini-game you play the cards of your hand in turn, their hits putting runners on base and runs on the board, and after each game you buy better players. Win the season, then the World Series. The coach points at a good move at each decision and says why; follow it or play your own way.',
  step: STEP_EN as Readonly<Record<keyof typeof STEP_EN, string>>,
  /** Hits and (when `kw` is given) an action, as a list: "two Singles and a Glove". */
  strengths: (hits: readonly Result[], kw: string | null): string =>
    listOf([...hitWords(hits), ...(kw ? [`a ${kw}`] : [])]),
  meets: (m: ActionMeets): string => {
    switch (m.k) {
      case 'pitch':
        return `the ${m.kw} cancels every hit ${theTeam(m.rival)} threaten with ${m.by}, a ${m.kind}`;
      case 'runners':
        return `the ${m.kw} takes runners off the bases of ${theTeam(m.rival)} (${m.n} on now)`;
      case 'own':
        return `the ${m.kw} works for your own runners and hits`;
      case 'against':
        return `the ${m.kw} works against the ${hitsOf(m.hits)} ${theTeam(m.rival)} threaten, before they come in`;
    }
  },
  waits: (hits: readonly Result[], runners: number, then: boolean): string =>
    `${then ? 'then ' : ''}${hitsOf(hits)} ${hits.length === 1 ? 'waits' : 'wait'} at your plate as threatened hits${
      runners ? `, with ${runners} of your runners on base to drive in` : ''
    }`,
  noAction: 'no action to keep for a better moment',
  idle: (kw: string): string =>
    `the ${kw} has nothing to work on now, and your other cards would waste more`,
  least: 'it is the card your hand misses least now',
  play: (name: string, parts: readonly string[]): string => `Play ${name}: ${parts.join('; ')}.`,
  pinch: (name: string, f: { own: string; fromOnDeck: boolean; onDeck: string | null }): string =>
    `Pinch-hit: discard ${name} (the card carries the PH mark) and play ${
      f.onDeck ? `your On Deck card, ${f.onDeck}` : 'the top card of your Lineup'
    } instead. ${name} would bring ${f.own ? `only ${f.own}` : 'nothing'} here, and ${
      f.fromOnDeck ? 'the On Deck card does more' : 'an unseen card is likely to do more'
    }.`,
  cancel: (hits: readonly Result[], biggest: boolean): string =>
    `Cancel ${hitsOf(hits)}: ${
      biggest
        ? 'the biggest hit threatened moves runners furthest and scores most'
        : 'it does the most harm on these bases'
    }.`,
  remove: (bases: readonly number[]): string =>
    `Remove the runners on ${bases.map((b) => BASES[b] ?? '?').join(' and ')}: they are the ones nearest to scoring.`,
  saveNothing: (rival: string | null): string =>
    `Make no save: ${theTeam(rival)} have nothing threatened, so there is nothing to stop.`,
  saveNone: (onDeck: string | null): string =>
    `Make no save: ${
      onDeck ? `${onDeck}, your On Deck card, has no defensive action that helps here, and ` : ''
    }the top card of your Lineup is unseen and seldom the right defensive action.`,
  saveOnDeck: (name: string, kw: string, threat: readonly Result[]): string =>
    `Show ${name}: the ${kw} is a defensive action${threat.length ? ` against ${hitsOf(threat)} threatened` : ''}.`,
  saveLineup: (threat: readonly Result[]): string =>
    `Show the top card of your Lineup: a defensive action there can still stop the hits${
      threat.length ? ` against ${hitsOf(threat)} threatened` : ''
    }.`,
  buy: (name: string, f: { cost: number; money: number; has: string; sent: string }): string =>
    `Buy ${name} for ${f.cost} of your ${f.money} revenue: with ${f.has || 'speed and revenue'}, a better player than ${f.sent}, your weakest card In Play, who goes to the Minor Leagues. ${name} comes to your hand in the next mini-game.`,
  stashNone: (ph: number): string =>
    ph === 0
      ? 'Set nothing On Deck: no card in your hand carries the PH mark, so a card set On Deck could come back only in a Visitor Save. Keep the hand you were dealt.'
      : `Set nothing On Deck: keep the hand you were dealt. With ${ph === 1 ? 'a PH card' : `${ph} PH cards`} in hand you can still pinch-hit with the top card of your Lineup.`,
  deckTop:
    'Put it on top of your Lineup: you draw it in your next hand, and your On Deck spot is free for a better card.',
  deckKeep: (keep: boolean): string =>
    `${keep ? 'Keep it On Deck' : 'Discard it'}: of the three, the choice that helps your next mini-game most.`,
  stash: (name: string): string =>
    `Set ${name} On Deck: the card waits there for a pinch-hit or a Visitor Save, and you draw one to replace it.`,
  clone: (name: string, kw: string): string =>
    `Clone ${name}’s ${kw}: of the actions you have played, it does most on these bases.`,
  callUp: (name: string): string =>
    `Call up ${name}: of your Minor Leaguers, the card that brings the most hits and action.`,
  pick: (name: string, has: string): string =>
    `Pick ${name}, with ${has || 'no hits but its action'}: your best chance to outscore your rival this inning.`,
  endBuy: (money: number): string =>
    money > 0
      ? `Done buying: nothing in the Buy Row for ${money} or less is better enough than your weakest card In Play to be worth the swap.`
      : 'Done buying: your revenue is spent.',
};

type CoachWords = Words<typeof COACH_EN>;

/** The coach's words per language: the tip is read from the view once, worded in any. */
const WORDS: Readonly<Record<Language, CoachWords>> = { en: COACH_EN, fr: COACH_FR };

/** A card's hits and (where `action` says) its action, in words. */
function strengths(w: CoachWords, id: string, action: (ia: Ia) => boolean): string {
  const c = card(id);
  return w.strengths(c.hits, action(c.ia) ? keyword(c.ia) : null);
}

type SideView = HlView['sides'][number];

interface Table {
  me: SideView | undefined;
  rival: SideView | undefined;
  /** The rival team's name (null: the Free Agent All-Stars). */
  rivalName: string | null;
}

function tableOf(v: HlView, seat: number): Table {
  const mine = v.sides.findIndex((s) => s.seat === seat);
  const other = v.game.players.find((i) => i !== mine) ?? v.sides.findIndex((_, i) => i !== mine);
  const rival = v.sides[other];
  return {
    me: v.sides[mine],
    rival,
    rivalName: rival?.team ? TEAM_NAMES[rival.team] : null,
  };
}

const onBase = (sd: SideView | undefined): number =>
  (sd?.bases ?? []).filter((b) => b !== null).length;

/** What a card's immediate action meets now, or null when it has nothing to work on. */
function actionPart(id: string, t: Table): ActionMeets | null {
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
        ? { k: 'pitch', kw, rival: t.rivalName, by: by.name, kind: by.kind }
        : null;
    }
    case 'doublePlay':
    case 'pickOff':
    case 'pickOffAll':
      return runners ? { k: 'runners', kw, rival: t.rivalName, n: runners } : null;
    default:
      if (letterOf(c.ia) !== 'D') return { k: 'own', kw };
      return results.length ? { k: 'against', kw, rival: t.rivalName, hits: results } : null;
  }
}

/** Why the suggested card: what its action meets, and what its Hit Boxes add. */
function playWhy(
  w: CoachWords,
  v: HlView,
  seat: number,
  id: string,
  pinch?: 'onDeck' | 'lineup',
): string {
  const c = card(id);
  const t = tableOf(v, seat);
  if (pinch) {
    const onDeck = pinch === 'onDeck' ? t.me?.onDeck.cards[0] : undefined;
    return w.pinch(c.name, {
      own: strengths(w, id, (ia) => ia.k !== 'none' && actionPart(id, t) !== null),
      fromOnDeck: pinch === 'onDeck',
      onDeck: onDeck ? card(onDeck).name : null,
    });
  }
  const parts: string[] = [];
  const act = actionPart(id, t);
  if (act) parts.push(w.meets(act));
  if (c.hits.length) parts.push(w.waits(c.hits, onBase(t.me), act !== null));
  if (c.ia.k === 'none' && c.hits.length) parts.unshift(w.noAction);
  if (!act && c.ia.k !== 'none') parts.push(w.idle(keyword(c.ia)));
  if (!parts.length) parts.push(w.least);
  return w.play(c.name, parts);
}

function cancelWhy(w: CoachWords, v: HlView, i: number): string {
  const p = v.pending;
  if (!p || p.k !== 'cancel') return '';
  const results = v.sides[p.target]?.threat?.results ?? [];
  const set = (p.sets[i] ?? []).map((k) => results[k]).filter((r): r is Result => !!r);
  const top = Math.max(...results.map((r) => HIT_RANK[r]));
  return w.cancel(
    set,
    set.some((r) => HIT_RANK[r] === top),
  );
}

function removeWhy(w: CoachWords, v: HlView, i: number): string {
  const p = v.pending;
  if (!p || p.k !== 'remove') return '';
  return w.remove(p.sets[i] ?? []);
}

function saveWhy(w: CoachWords, v: HlView, seat: number, i: number): string {
  const p = v.pending;
  if (!p || p.k !== 'save') return '';
  const from = p.options[i];
  const t = tableOf(v, seat);
  const threat = t.rival?.threat?.results ?? [];
  const onDeck = t.me?.onDeck.cards[0];
  if (from === 'none') {
    if (!threat.length) return w.saveNothing(t.rivalName);
    return w.saveNone(onDeck ? card(onDeck).name : null);
  }
  return from === 'onDeck' && onDeck
    ? w.saveOnDeck(card(onDeck).name, keyword(card(onDeck).ia), threat)
    : w.saveLineup(threat);
}

function buyWhy(w: CoachWords, a: Extract<HlAction, { t: 'buy' }>, money: number): string {
  const c = card(a.card);
  return w.buy(c.name, {
    cost: c.cost,
    money,
    has: strengths(w, a.card, (ia) => ia.k !== 'none'),
    sent: card(a.send).name,
  });
}

/** Why nothing goes On Deck: what a card there could do with this hand. */
function stashNoneWhy(w: CoachWords, v: HlView, seat: number): string {
  const hand = tableOf(v, seat).me?.hand.cards ?? [];
  return w.stashNone(hand.filter((c) => card(c).ph).length);
}

/** Why the suggested move, read from the learner's view. */
function why(
  w: CoachWords,
  v: HlView,
  seat: number,
  a: HlAction | undefined,
  money: number,
): string {
  if (!a) return '';
  switch (a.t) {
    case 'deck':
      return a.to === 'top' ? w.deckTop : w.deckKeep(a.to === 'keep');
    case 'stash':
      if (a.card === null) return stashNoneWhy(w, v, seat);
      return w.stash(card(a.card).name);
    case 'play':
      return playWhy(w, v, seat, a.card);
    case 'pinch':
      return playWhy(w, v, seat, a.card, a.from);
    case 'choose': {
      const p = v.pending;
      if (p?.k === 'cancel') return cancelWhy(w, v, a.i);
      if (p?.k === 'remove') return removeWhy(w, v, a.i);
      if (p?.k === 'save') return saveWhy(w, v, seat, a.i);
      const id = p && (p.k === 'clone' || p.k === 'minors') ? p.options[a.i] : undefined;
      if (!id) return '';
      const c = card(id);
      return p?.k === 'clone' ? w.clone(c.name, keyword(c.ia)) : w.callUp(c.name);
    }
    case 'pick':
      return w.pick(
        card(a.card).name,
        strengths(w, a.card, (ia) => letterOf(ia) === 'D'),
      );
    case 'buy':
      return buyWhy(w, a, money);
    case 'endBuy':
      return w.endBuy(money);
  }
}

export const highlightsCoach: Coach<HlView, HlAction> = {
  seed: 'learn-hl-6',
  others: [{ level: 'easy' }],
  options: { team1: 'gulls', team2: 'foundry' },
  welcome: (lang) => WORDS[lang].welcome,
  // A card's move shows once the card is tapped: point at the card first.
  point: (a) => ('card' in a && a.card !== null ? `button[data-card="${a.card}"]` : null),
  tip({ view, seat, prompt, suggested, lang }) {
    const w = WORDS[lang];
    const step = (w.step as Readonly<Record<string, string>>)[prompt.msg] ?? '';
    const money = Number(prompt.args?.money ?? 0);
    return [step, why(w, view, seat, suggested, money)].filter(Boolean).join(' ');
  },
};
