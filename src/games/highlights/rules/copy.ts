/**
 * The next state is built on a copy: every part the rules change in place (bases, tallies,
 * threats, bonus lists, match counters, results) is copied; zones are replaced, never
 * changed, so they are shared. Hand-written literals, much faster than structuredClone.
 */
import type { HlState, Match, MiniGame, Side } from '../state';

function copySide(sd: Side): Side {
  return {
    seat: sd.seat,
    team: sd.team,
    lineup: sd.lineup,
    hand: sd.hand,
    onDeck: sd.onDeck,
    inPlay: sd.inPlay,
    dugout: sd.dugout,
    minors: sd.minors,
    out: sd.out,
    pick: sd.pick,
    roster: sd.roster,
    runs: sd.runs,
    bases: sd.bases.slice(),
    threat: sd.threat ? { ...sd.threat, results: sd.threat.results.slice() } : null,
    tally: { placed: sd.tally.placed, crossed: sd.tally.crossed, removed: sd.tally.removed },
    played: sd.played,
    nextHits: sd.nextHits.slice(),
    nextIfNatural: sd.nextIfNatural.slice(),
    boost: sd.boost.slice(),
    mods: sd.mods.slice(),
    prep: sd.prep,
  };
}

function copyMatch(m: Match): Match {
  return {
    plan: m.plan,
    at: m.at,
    played: m.played,
    wins: m.wins.slice(),
    seasonWins: m.seasonWins.slice(),
    leader: m.leader,
    firstHome: m.firstHome,
    points: m.points.slice(),
    seasonPoints: m.seasonPoints.slice(),
    order: m.order.slice(),
    pair: m.pair.slice(),
    champion: m.champion,
  };
}

const copyGame = (g: MiniGame): MiniGame => ({
  ...g,
  players: g.players.slice(),
  seq: g.seq.slice(),
});

/** A copy of the state that the rules may change in place. */
export function copyState(s: HlState): HlState {
  return {
    seats: s.seats,
    opt: s.opt,
    phase: s.phase,
    sides: s.sides.map(copySide),
    fa: s.fa,
    row: s.row,
    match: copyMatch(s.match),
    game: copyGame(s.game),
    pending: s.pending,
    buy: s.buy ? { ...s.buy, order: s.buy.order.slice(), revenue: s.buy.revenue.slice() } : null,
    results: s.results.slice(),
  };
}
