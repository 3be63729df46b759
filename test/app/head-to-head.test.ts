/** Head-to-head records between saved players, from finished games. */
import { describe, expect, it } from 'vitest';
import { headToHead } from '../../src/app/head-to-head';
import type { GameSummary } from '../../src/app/services';

const game = (
  seats: (string | undefined)[],
  ranks: number[] | null,
  status: 'active' | 'finished' = 'finished',
): GameSummary => ({
  id: Math.random().toString(36),
  gameType: 'fantasy',
  title: 'Fantasy',
  status,
  seats: seats.map((profileId, i) => ({
    name: `P${i}`,
    kind: 'human',
    ...(profileId && { profileId }),
  })),
  updatedAt: 0,
  moveCount: 1,
  waitingOn: [],
  ranks,
  scores: ranks,
  result: ranks && { rank: ranks, scores: ranks },
  progress: null,
});

describe('head to head', () => {
  it('counts each meeting once per pair and side, ties as draws; guests and unfinished games not at all', () => {
    const h = headToHead([
      game(['ada', 'bo'], [1, 2]),
      game(['bo', 'ada'], [1, 2]),
      game(['ada', 'bo', undefined], [1, 3, 2]),
      game(['ada', 'cy'], [1, 1]),
      game(['ada', 'bo'], null, 'active'),
    ]);
    expect(h.get('ada')).toEqual([
      { other: 'bo', won: 2, lost: 1, drawn: 0 },
      { other: 'cy', won: 0, lost: 0, drawn: 1 },
    ]);
    expect(h.get('bo')).toEqual([{ other: 'ada', won: 1, lost: 2, drawn: 0 }]);
    expect(h.get('cy')).toEqual([{ other: 'ada', won: 0, lost: 0, drawn: 1 }]);
  });
});
