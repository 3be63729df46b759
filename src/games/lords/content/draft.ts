/**
 * Amateur Draft cards (LoB 6.2.6): one card is drawn each year and every owner rolls a d10
 * on it. Results add farm players (Utility players make room, LoB 7.1.5) or, rarely, a
 * player who goes straight to the majors (a Journeyman or Regular is cut for him).
 */
import type { DraftCard, DraftResult } from '../types';

const r = (
  phenom: number,
  prospect: number,
  utility: number,
  ml?: DraftResult['ml'],
): DraftResult => (ml ? { phenom, prospect, utility, ml } : { phenom, prospect, utility });

const NONE = r(0, 0, 0);

export const DRAFT_CARDS: readonly DraftCard[] = [
  {
    id: 'deep-class',
    title: 'A Deep Draft Class',
    results: [
      r(0, 0, 1),
      r(0, 1, 0),
      r(0, 1, 0),
      r(0, 1, 1),
      r(0, 2, 0),
      r(0, 2, 0),
      r(1, 0, 0),
      r(1, 1, 0),
      r(1, 1, 0),
      r(2, 0, 0),
    ],
  },
  {
    id: 'thin-class',
    title: 'A Thin Draft Class',
    results: [
      NONE,
      NONE,
      NONE,
      r(0, 0, 1),
      r(0, 0, 1),
      r(0, 1, 0),
      r(0, 1, 0),
      r(0, 1, 0),
      r(1, 0, 0),
      r(1, 0, 0),
    ],
  },
  {
    id: 'college-stars',
    title: 'College Stars',
    results: [
      NONE,
      r(0, 0, 1),
      r(0, 1, 0),
      r(0, 1, 0),
      r(0, 1, 0),
      r(0, 0, 0, 'reg'),
      r(0, 0, 0, 'reg'),
      r(1, 0, 0),
      r(0, 0, 0, 'as'),
      r(0, 0, 0, 'as'),
    ],
  },
  {
    id: 'high-school-arms',
    title: 'High School Arms',
    results: [
      r(0, 0, 1),
      r(0, 0, 1),
      r(0, 1, 0),
      r(0, 1, 0),
      r(0, 1, 0),
      r(0, 2, 0),
      r(0, 2, 0),
      r(0, 2, 0),
      r(1, 0, 0),
      r(1, 1, 0),
    ],
  },
  {
    id: 'international-signings',
    title: 'International Signings',
    results: [
      NONE,
      r(0, 1, 0),
      r(0, 1, 0),
      r(0, 1, 0),
      r(0, 1, 1),
      r(0, 1, 1),
      r(1, 0, 0),
      r(1, 0, 0),
      r(1, 0, 0),
      r(1, 1, 0),
    ],
  },
  {
    id: 'draft-lottery',
    title: 'The Draft Lottery',
    results: [
      NONE,
      NONE,
      NONE,
      NONE,
      r(0, 1, 0),
      r(0, 1, 0),
      r(0, 1, 0),
      r(1, 0, 0),
      r(1, 0, 0),
      r(0, 0, 0, 'ss'),
    ],
  },
];
