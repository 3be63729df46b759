/** Small helpers over GMs, rosters and dice, named as the table talks. */
import type { Mutable } from '../../../engine/copy';
import type { Vis, Zone, ZoneView } from '../../../engine/hidden';
import { player, teamCard } from '../content';
import type { Gm, GmState, Signed, Spot } from '../state';
import type { ManagerAbility, Skill } from '../types';

/** A writable shallow copy of the state (a hand-written literal: faster than a spread). */
export function copyState(s: GmState): Mutable<GmState> {
  return {
    seats: s.seats,
    phase: s.phase,
    season: s.season,
    goal: s.goal,
    deck: s.deck,
    discard: s.discard,
    gms: s.gms,
    done: s.done,
    tray: s.tray,
    picker: s.picker,
    roller: s.roller,
    last: s.last,
    final: s.final,
    winner: s.winner,
  };
}

/** A writable shallow copy of a GM. */
export function copyGm(g: Gm): Mutable<Gm> {
  return {
    offer: g.offer,
    team: g.team,
    manager: g.manager,
    budget: g.budget,
    cash: g.cash,
    roster: g.roster,
    minors: g.minors,
    held: g.held,
    pool: g.pool,
    hand: g.hand,
    pick: g.pick,
    choice: g.choice,
    trophies: g.trophies,
  };
}

/** The state with GM `m` patched. */
export function setGm(s: GmState, m: number, patch: Partial<Gm>): GmState {
  const g = copyGm(gm(s, m));
  Object.assign(g, patch);
  const gms = s.gms.slice();
  gms[m] = g;
  const next = copyState(s);
  next.gms = gms;
  return next;
}

/** The state patched. */
export function edit(s: GmState, patch: Partial<GmState>): GmState {
  return Object.assign(copyState(s), patch);
}

/** GM `m` (seats are checked at the door, so a miss is a bug). */
export function gm<G extends { readonly gms: readonly unknown[] }>(
  s: G,
  m: number,
): G['gms'][number] {
  const g = s.gms[m];
  if (g === undefined) throw new Error(`no GM ${m}`);
  return g;
}

/** A zone with other cards, keeping its visibility and pool. */
export function remake<C extends string | Signed>(
  z: Zone<C>,
  cards: readonly C[],
  vis: Vis = z.$zone,
): Zone<C> {
  return z.pool === undefined ? { $zone: vis, cards } : { $zone: vis, cards, pool: z.pool };
}

/** The roster's cards as signed instances (public zone, so views hold them too). */
export function rosterOf(g: { roster: Zone<Signed> | ZoneView<Signed> }): readonly Signed[] {
  return g.roster.cards;
}

/** The Manager ability of a GM (null before setup is chosen). */
export function managerAbility(g: { manager: string | null }): ManagerAbility | null {
  return g.manager ? teamCard(g.manager).manager.ability : null;
}

/** A new signed instance of a card, with no dice and `paid` tokens on it. */
export function signed(id: string, paid: number): Signed {
  return { id, paid, dice: player(id).slots.map(() => null), kept: false };
}

/** Whether another active player (not at index `self`) has this logo. */
export function otherWithLogo(roster: readonly Signed[], self: number, logo: string): boolean {
  return roster.some((c, i) => i !== self && player(c.id).logo === logo);
}

/** Dice of one kind a GM brings this season: card icons, logo abilities, the Manager. */
export function diceOf(g: Gm, kind: 'team' | 'league'): number {
  const roster = rosterOf(g);
  let n = 0;
  roster.forEach((c, i) => {
    const p = player(c.id);
    n += kind === 'team' ? p.team : p.league;
    const ab = p.ability;
    if (ab?.k === 'extraDie' && ab.dice === kind && otherWithLogo(roster, i, ab.logo)) n++;
  });
  const mgr = managerAbility(g);
  if (kind === 'team' && mgr === 'extraTeam') n++;
  if (kind === 'league' && mgr === 'extraLeague') n++;
  return n;
}

/** Whether a GM has an open slot on a player (not the Manager). */
export function hasOpenPlayerSlot(g: { roster: Zone<Signed> | ZoneView<Signed> }): boolean {
  return rosterOf(g).some((c) => c.dice.includes(null));
}

/** Whether a GM has any open slot, players or Manager (§2: "as long as there are open slots"). */
export function hasOpenSlot(g: Gm): boolean {
  return hasOpenPlayerSlot(g) || g.held.includes(null);
}

/**
 * Where a die showing `face` may go on player cards (§2 Assign 3): on each card, a slot with
 * the matching icon if one is open (the black square), else any open slot (the red square).
 * Open slots with the same icon are the same choice, so only the first of each is listed.
 */
export function playerSpots(roster: readonly Signed[], face: Skill): Spot[] {
  const out: Spot[] = [];
  roster.forEach((c, i) => {
    const icons = player(c.id).slots;
    const match = c.dice.findIndex((d, j) => d === null && icons[j] === face);
    if (match >= 0) {
      out.push({ card: i, slot: match });
      return;
    }
    const seen = new Set<Skill>();
    c.dice.forEach((d, j) => {
      const icon = icons[j] as Skill;
      if (d === null && !seen.has(icon)) {
        seen.add(icon);
        out.push({ card: i, slot: j });
      }
    });
  });
  return out;
}

/** Every place a die may go: player spots, then the first open Manager slot (`card: -1`). */
export function spotsFor(g: Gm, face: Skill): Spot[] {
  const out = playerSpots(rosterOf(g), face);
  const free = g.held.indexOf(null);
  if (free >= 0) out.push({ card: -1, slot: free });
  return out;
}

/** Whether a spot is one `spotsFor` lists. */
export function isSpot(g: Gm, face: Skill, card: number, slot: number): boolean {
  return spotsFor(g, face).some((p) => p.card === card && p.slot === slot);
}

/** The GM with a die showing `face` put on a spot (checked by the caller). */
export function putDie(g: Gm, face: Skill, card: number, slot: number): Partial<Gm> {
  if (card < 0) {
    const held = g.held.slice();
    held[slot] = face;
    return { held };
  }
  const cards = rosterOf(g).slice();
  const c = cards[card] as Signed;
  const dice = c.dice.slice();
  dice[slot] = face;
  cards[card] = { ...c, dice };
  return { roster: remake(g.roster, cards) };
}

/** The faces of a list without one copy of `face`. */
export function withoutOne(faces: readonly Skill[], face: Skill): Skill[] {
  const i = faces.indexOf(face);
  return i < 0 ? faces.slice() : [...faces.slice(0, i), ...faces.slice(i + 1)];
}

/** Distinct faces of a list, in SKILLS order of first appearance. */
export function distinct(faces: readonly Skill[]): Skill[] {
  return [...new Set(faces)];
}
