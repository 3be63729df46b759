/**
 * §4 Scoring (the trophy and the dynasty check), §5 Arbitration and §6 Promote Prospects.
 */
import { must, type RulesCtx } from '../../../engine/types';
import { player } from '../content';
import type { Gm, GmState, SeasonScore, Signed } from '../state';
import { copyGm, edit, gm, managerAbility, remake, rosterOf, setGm } from './helpers';
import { ROSTER_MAX } from './draft';
import { lineLabel, scoreTable, totalWins } from './scoring';

const ARB = '§5 Arbitration';

/**
 * §4 Final Score: most wins is champion; a tie goes to the Tiebreak Manager, then to the most
 * money left over; a tie after that awards no trophy (D7).
 */
export function champion(s: GmState, wins: readonly number[]): number {
  const best = Math.max(...wins);
  let tied = wins.flatMap((w, m) => (w === best ? [m] : []));
  const lou = tied.filter((m) => managerAbility(gm(s, m)) === 'tiebreak');
  if (tied.length > 1 && lou.length === 1) return lou[0] as number;
  const rich = Math.max(...tied.map((m) => gm(s, m).cash));
  tied = tied.filter((m) => gm(s, m).cash === rich);
  return tied.length === 1 ? (tied[0] as number) : -1;
}

/** Scores the season, awards the trophy and checks for a dynasty; clears the dice. */
export function scoreSeason(s: GmState, ctx: RulesCtx): GmState {
  const lines = s.gms.map((g) => scoreTable(g));
  const wins = lines.map(totalWins);
  for (let m = 0; m < lines.length; m++) {
    for (const l of lines[m] ?? []) {
      // A fresh args object per line: filled in place (a spread costs more in playouts).
      const { msg, args } = lineLabel(s, m, l);
      args.seat = m;
      args.wins = l.wins;
      ctx.log(`gm.log.line.${msg}`, args);
    }
    ctx.log('gm.log.wins', { seat: m, wins: wins[m] ?? 0 });
  }
  const champ = champion(s, wins);
  const last: SeasonScore = { season: s.season, wins, champion: champ, lines };
  if (champ < 0) ctx.log('gm.log.noChampion', { season: s.season });
  const gms = s.gms.map((g0, m) => {
    const g = copyGm(g0);
    if (m === champ) g.trophies = g0.trophies + 1;
    // The dice go back to the supply: next season starts with empty slots.
    g.roster = remake(g0.roster, rosterOf(g0).map(emptied));
    g.minors = remake(g0.minors, g0.minors.cards.map(emptied));
    g.held = g0.held.map(() => null);
    g.pool = [];
    return g;
  });
  let next = edit(s, { gms, last, tray: [] });
  if (champ >= 0) {
    const trophies = gm(next, champ).trophies;
    ctx.log('gm.log.champion', { seat: champ, season: s.season, trophies });
    // Winning the Game: checked right after the champion is named (D11: before Arbitration).
    if (trophies >= s.goal) {
      ctx.log('gm.log.dynasty', { seat: champ, trophies });
      return edit(next, { phase: 'over', winner: champ, final: lines });
    }
  }
  next = edit(next, { phase: 'arb', done: next.gms.map((g) => undecided(g) === 0) });
  return next;
}

const emptied = (c: Signed): Signed =>
  c.dice.every((d) => d === null) ? c : { ...c, dice: c.dice.map(() => null) };

/** Active players not yet kept or cut this Arbitration. */
export const undecided = (g: Gm): number => rosterOf(g).filter((c) => !c.kept).length;

/** What keeping one more player costs GM `g` now: $1M, or nothing for a Free Raise (D13). */
export function raiseFor(g: Gm): number {
  const first = !rosterOf(g).some((c) => c.kept);
  return managerAbility(g) === 'freeRaise' && first ? 0 : 1;
}

/** Why GM `g` may not keep card `i`, or null (§5: the $1M, the room for prospects). */
export function keepProblem(g: Gm, i: number): [string, string] | null {
  const c = rosterOf(g)[i];
  if (!c || c.kept) return ['no-such-player', ARB];
  if (g.cash < raiseFor(g)) return ['cannot-afford', `${ARB} (cover the cost)`];
  const kept = rosterOf(g).filter((x) => x.kept).length;
  if (kept + 1 + g.minors.cards.length > ROSTER_MAX)
    return ['no-room', `${ARB} (make room for prospects)`];
  return null;
}

/** §5: GM `m` keeps player `i` and adds a $1M token to its card. */
export function keep(s: GmState, m: number, i: number, ctx: RulesCtx): GmState {
  must(s.phase === 'arb', 'not-arbitration', ARB);
  const g = gm(s, m);
  const why = keepProblem(g, i);
  must(why === null, why?.[0] ?? '', why?.[1] ?? ARB);
  const raise = raiseFor(g);
  const cards = rosterOf(g).slice();
  const c = cards[i] as Signed;
  cards[i] = { ...c, paid: c.paid + raise, kept: true };
  ctx.log('gm.log.keep', { seat: m, card: player(c.id).name, paid: c.paid + raise });
  return setGm(s, m, { roster: remake(g.roster, cards), cash: g.cash - raise });
}

/** §5: GM `m` releases player `i` to the discard pile and recoups its tokens. */
export function cut(s: GmState, m: number, i: number, ctx: RulesCtx): GmState {
  must(s.phase === 'arb', 'not-arbitration', ARB);
  const g = gm(s, m);
  const c = rosterOf(g)[i];
  must(c !== undefined && !c.kept, 'no-such-player', ARB);
  ctx.log('gm.log.cut', { seat: m, card: player(c.id).name, paid: c.paid });
  const cards = rosterOf(g).filter((_, k) => k !== i);
  const next = setGm(s, m, { roster: remake(g.roster, cards), cash: g.cash + c.paid });
  // D9: the discard pile is face down and nobody keeps track of it.
  return edit(next, { discard: remake(next.discard, [c.id, ...next.discard.cards]) });
}

/** Whether every GM has kept or cut every player. */
export const arbOver = (s: GmState): boolean =>
  s.phase === 'arb' && s.gms.every((g) => undecided(g) === 0);

/** §6: prospects join the right of the Active Roster; the kept marks are cleared. */
export function promote(s: GmState, ctx: RulesCtx): GmState {
  const gms = s.gms.map((g0, m) => {
    const g = copyGm(g0);
    const up = g0.minors.cards;
    if (up.length) ctx.log('gm.log.promote', { seat: m, n: up.length });
    g.roster = remake(
      g0.roster,
      [...rosterOf(g0), ...up].map((c) => (c.kept ? { ...c, kept: false } : c)),
    );
    g.minors = remake(g0.minors, []);
    return g;
  });
  return edit(s, { gms, season: s.season + 1 });
}
