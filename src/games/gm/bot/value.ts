/**
 * Rough values the heuristic bot plays by: what a player card is worth, and how many wins a
 * roster card is on course for given the dice on it.
 */
import type { ZoneView } from '../../../engine/hidden';
import { player } from '../content';
import { abilityWins } from '../rules/scoring';
import type { Signed } from '../state';
import type { Ability, PlayerCard } from '../types';

/** Rough ability wins of a card on a typical roster. */
function abilityValue(ab: Ability | null, roster: readonly PlayerCard[]): number {
  if (!ab) return 0;
  switch (ab.k) {
    case 'perSkill':
      return ab.n * 0.8;
    case 'perAllStar':
      return ab.n * Math.max(0.5, roster.filter((p) => p.allStar).length);
    case 'withLogo':
      return roster.some((p) => p.logo === ab.logo) ? ab.n : ab.n * 0.3;
    case 'withPos':
      return roster.some((p) => p.pos === ab.pos) ? ab.n : ab.n * 0.3;
    case 'extraDie':
      return 0.6;
    case 'signDie':
      return 0.8;
    default:
      return 0.2;
  }
}

/** A player card's worth (wins a season, dice it brings counted as wins) on this roster. */
export function cardValue(p: PlayerCard, roster: readonly PlayerCard[]): number {
  const wins = p.base * 0.55 + p.max * 0.45;
  const dice = 1.1 * p.team + 0.5 * p.league - 0.7 * p.slots.length;
  const dup = p.pos !== 'P' && roster.some((q) => q.pos === p.pos) ? -wins : 0;
  return wins + abilityValue(p.ability, roster) + dice + dup;
}

/** Wins a roster card is on course for, given the dice on it so far. */
export function onCourse(c: Signed, roster: readonly Signed[], self: number): number {
  const p = player(c.id);
  const open = c.dice.filter((d) => d === null).length;
  const clean = c.dice.every((d, j) => d === null || d === p.slots[j]);
  const extra = abilityWins(p.ability, c, roster, self);
  if (open === 0) return (clean ? p.max : p.base) + extra;
  const filled = (c.dice.length - open) / c.dice.length;
  const hope = clean ? p.base + (p.max - p.base) * Math.pow(0.4, open) : p.base;
  return (hope + extra) * (0.3 + 0.6 * filled);
}

/** The sum of onCourse over a roster. */
export function rosterCourse(roster: ZoneView<Signed> | readonly Signed[]): number {
  const cards = Array.isArray(roster)
    ? (roster as readonly Signed[])
    : (roster as ZoneView<Signed>).cards;
  return cards.reduce((n, c, i) => n + onCourse(c, cards, i), 0);
}
