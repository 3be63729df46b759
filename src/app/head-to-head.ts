/**
 * Head-to-head records between saved players, from finished games: in each game both sat
 * at, the one ranked ahead takes the meeting (a tie is a draw).
 */
import type { GameSummary } from './services';

export interface Meeting {
  /** The other player's profile id. */
  other: string;
  won: number;
  lost: number;
  drawn: number;
}

/** Per profile id, its record against each other profile it has met, most met first. */
export function headToHead(games: readonly GameSummary[]): Map<string, Meeting[]> {
  const table = new Map<string, Map<string, Meeting>>();
  const meet = (a: string, b: string): Meeting => {
    const mine = table.get(a) ?? new Map<string, Meeting>();
    table.set(a, mine);
    const m = mine.get(b) ?? { other: b, won: 0, lost: 0, drawn: 0 };
    mine.set(b, m);
    return m;
  };
  for (const g of games) {
    if (g.status !== 'finished' || !g.ranks) continue;
    const ranks = g.ranks;
    g.seats.forEach((a, i) => {
      g.seats.forEach((b, j) => {
        if (i === j || !a.profileId || !b.profileId || a.profileId === b.profileId) return;
        const m = meet(a.profileId, b.profileId);
        const ra = ranks[i] ?? 0;
        const rb = ranks[j] ?? 0;
        if (ra < rb) m.won++;
        else if (ra > rb) m.lost++;
        else m.drawn++;
      });
    });
  }
  return new Map(
    [...table].map(([id, m]) => [
      id,
      [...m.values()].sort(
        (x, y) =>
          y.won + y.lost + y.drawn - (x.won + x.lost + x.drawn) || x.other.localeCompare(y.other),
      ),
    ]),
  );
}
