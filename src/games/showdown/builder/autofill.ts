/**
 * "Fill in the rest" of the team builder: completes a draft to a legal team without
 * touching what the manager chose. The roster is filled to 20 players within the 5,000
 * points (the positions the regulars cannot cover first, then regulars to 9, starters to 4,
 * a bullpen of 5 with a closer, backups last), spending the points left evenly over the open
 * places; then the written lineup and rotation, then the deck to 60 and the sideboard to 15
 * (at most 4 copies of a card in both). What cannot be fixed by adding (a roster already
 * over the points or with five starters) is left for the problems panel to name.
 */
import { HITTERS, PITCHERS, STRATEGY, TEAMS, maskOf } from '../content';
import { placeAt } from '../rules/lineup';
import { fivefoldPoints, validateTeam } from '../validate';
import type { PlayerCard, PlayerId } from '../types';
import * as edit from './draft';
import type { Draft } from './draft';

/** The points limit, times five (backups cost a fifth: fivefold points stay whole). */
const LIMIT = 25_000;
const ROSTER = 20;
const REGULARS = 9;
const STARTERS = 4;
const BULLPEN = 5;

type Need = 'pos' | 'hitter' | 'starter' | 'closer' | 'reliever' | 'backup';
interface Place {
  need: Need;
  /** For 'pos': the field position (index in POSITIONS) to cover. */
  pos?: number;
}

const CARDS: readonly PlayerCard[] = [...HITTERS, ...PITCHERS];

/** Strategy cards in the order the ready-made decks use them: tried, balanced sets first. */
const READY_ORDER: readonly string[] = [
  ...new Set(TEAMS.flatMap((t) => [...(t.deck ?? []), ...(t.sideboard ?? [])])),
];

const cost = (c: PlayerCard, need: Need) => (need === 'backup' ? c.points : 5 * c.points);
const weight = (need: Need) => (need === 'backup' ? 1 : 5);

function fits(c: PlayerCard, place: Place): boolean {
  switch (place.need) {
    case 'pos':
      return c.kind === 'hitter' && ((maskOf(c.id) >> (place.pos ?? 0)) & 1) === 1;
    case 'hitter':
    case 'backup':
      return c.kind === 'hitter';
    case 'starter':
    case 'closer':
    case 'reliever':
      return c.kind === 'pitcher' && c.role === place.need;
  }
}

/** Field positions the regular hitters cannot cover at once (a maximum matching's gaps). */
function uncovered(regulars: readonly PlayerId[]): number[] {
  const masks = regulars.map(maskOf);
  const at: number[] = Array<number>(8).fill(-1);
  for (let i = 0; i < regulars.length; i++) placeAt(masks, at, i, Array<boolean>(8).fill(false));
  return at.flatMap((who, pos) => (who < 0 ? [pos] : []));
}

/** The open places of a roster, most needed first, as many as there is room for. */
function placesFor(d: Draft): Place[] {
  const cards = d.roster.flatMap((e) => {
    const c = CARDS.find((x) => x.id === e.p);
    return c ? [{ c, backup: e.backup === true }] : [];
  });
  const regulars = cards.filter((x) => x.c.kind === 'hitter' && !x.backup).map((x) => x.c.id);
  const role = (r: string) => cards.filter((x) => x.c.kind === 'pitcher' && x.c.role === r).length;
  const gaps = uncovered(regulars);
  const bullpen = role('reliever') + role('closer');
  const places: Place[] = [
    ...gaps.map((pos): Place => ({ need: 'pos', pos })),
    ...Array.from({ length: Math.max(0, REGULARS - regulars.length - gaps.length) }, (): Place => ({
      need: 'hitter',
    })),
    ...Array.from({ length: Math.max(0, STARTERS - role('starter')) }, (): Place => ({
      need: 'starter',
    })),
    ...(role('closer') === 0 && bullpen < BULLPEN ? [{ need: 'closer' as const }] : []),
    ...Array.from(
      { length: Math.max(0, BULLPEN - bullpen - (role('closer') === 0 ? 1 : 0)) },
      (): Place => ({ need: 'reliever' }),
    ),
  ];
  const room = Math.max(0, ROSTER - d.roster.length);
  const kept = places.slice(0, room);
  return [
    ...kept,
    ...Array.from({ length: room - kept.length }, (): Place => ({ need: 'backup' })),
  ];
}

/** Fills the roster's open places, spreading the points left over them. */
function fillRoster(d: Draft): Draft {
  const places = placesFor(d);
  let out = d;
  let left = LIMIT - fivefoldPoints(edit.teamOfDraft(d));
  const taken = new Set(d.roster.map((e) => e.p));
  for (let i = 0; i < places.length; i++) {
    const place = places[i] as Place;
    const rest = places.slice(i + 1);
    // Keep enough for the cheapest card of every later place.
    const reserve = rest.reduce((sum, p) => {
      const cheapest = CARDS.filter((c) => !taken.has(c.id) && fits(c, p)).reduce(
        (m, c) => Math.min(m, cost(c, p.need)),
        Infinity,
      );
      return sum + (Number.isFinite(cheapest) ? cheapest : 0);
    }, 0);
    const share = Math.floor(
      (left * weight(place.need)) / [place, ...rest].reduce((sum, p) => sum + weight(p.need), 0),
    );
    const cap = left - reserve;
    const open = CARDS.filter(
      (c) => !taken.has(c.id) && fits(c, place) && cost(c, place.need) <= cap,
    );
    if (open.length === 0) continue;
    const within = open.filter((c) => cost(c, place.need) <= share);
    const pick = (
      within.length > 0
        ? within.reduce((a, b) => (b.points > a.points ? b : a))
        : open.reduce((a, b) => (b.points < a.points ? b : a))
    ) as PlayerCard;
    taken.add(pick.id);
    left -= cost(pick, place.need);
    out = edit.addPlayer(out, pick.id, place.need === 'backup');
  }
  return out;
}

/** Puts the roster's starters in the empty rotation places. */
function fillRotation(d: Draft): Draft {
  let out = d;
  for (const e of d.roster) {
    const c = PITCHERS.find((x) => x.id === e.p);
    if (c?.role !== 'starter' || out.rotation.includes(e.p)) continue;
    const free = out.rotation.indexOf('');
    if (free < 0) break;
    out = edit.setRotation(out, free, e.p);
  }
  return out;
}

/** The lineup as written, or the rulebook's quick lineup when the written one is not legal. */
function fillLineup(d: Draft): Draft {
  const broken = validateTeam(edit.teamOfDraft(d)).some((p) => p.code.startsWith('lineup'));
  return broken ? edit.quickLineup(d) : d;
}

/** The deck to 60 and the sideboard to 15: the deck's own cards to 4 copies first. */
function fillCards(d: Draft): Draft {
  const copies = new Map<string, number>();
  for (const n of [...d.deck, ...d.sideboard]) copies.set(n, (copies.get(n) ?? 0) + 1);
  const known = new Set(STRATEGY.map((c) => c.name));
  const order = [
    ...new Set([
      ...d.deck.filter((n) => known.has(n)),
      ...READY_ORDER,
      ...STRATEGY.map((c) => c.name),
    ]),
  ];
  const deck = [...d.deck];
  const sideboard = [...d.sideboard];
  for (const n of order) {
    while (deck.length < 60 && (copies.get(n) ?? 0) < 4) {
      deck.push(n);
      copies.set(n, (copies.get(n) ?? 0) + 1);
    }
  }
  for (const n of [...new Set([...sideboard, ...order])]) {
    if (sideboard.length >= 15) break;
    if ((copies.get(n) ?? 0) < 4) {
      sideboard.push(n);
      copies.set(n, (copies.get(n) ?? 0) + 1);
    }
  }
  return { ...d, deck, sideboard };
}

/** The draft completed to a legal team where adding can do it; the manager's choices kept. */
export function autoFill(d: Draft): Draft {
  return fillCards(fillLineup(fillRotation(fillRoster(d))));
}
