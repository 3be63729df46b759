/**
 * The Trade Chart (LoB 5.3.11, 5.7.2): an exchange with the bank, once per phase as an
 * action. `both` rows are the black two-way arrows; the others (red) go only left to right.
 * The rulebook's one row (1 Regular for 3 Prospects) is `reg-prospects`. No row, either way
 * it may be used, adds major-leaguers: a hole is filled by a Utility called up as a
 * Journeyman (LoB 2.4.3-4), and farm players beyond 15 replace Utility players.
 */
import type { TradeRow } from '../types';

export const TRADE_CHART: readonly TradeRow[] = [
  {
    id: 'reg-prospects',
    give: [{ k: 'ml', type: 'reg', n: 1 }],
    get: [{ k: 'fs', type: 'prospect', n: 3 }],
    both: false,
  },
  {
    id: 'as-reg-phenom',
    give: [{ k: 'ml', type: 'as', n: 1 }],
    get: [
      { k: 'ml', type: 'reg', n: 1 },
      { k: 'fs', type: 'phenom', n: 1 },
    ],
    both: true,
  },
  {
    id: 'ss-as-prospects',
    give: [{ k: 'ml', type: 'ss', n: 1 }],
    get: [
      { k: 'ml', type: 'as', n: 1 },
      { k: 'fs', type: 'prospect', n: 2 },
    ],
    both: false,
  },
  {
    id: 'reg-phenom',
    give: [
      { k: 'ml', type: 'reg', n: 1 },
      { k: 'money', amount: 1_000 },
    ],
    get: [{ k: 'fs', type: 'phenom', n: 1 }],
    both: false,
  },
  {
    id: 'prospects-phenom',
    give: [{ k: 'fs', type: 'prospect', n: 2 }],
    get: [{ k: 'fs', type: 'phenom', n: 1 }],
    both: false,
  },
  {
    id: 'jm-cash',
    give: [
      { k: 'ml', type: 'jm', n: 2 },
      { k: 'money', amount: 2_000 },
    ],
    get: [{ k: 'ml', type: 'reg', n: 2 }],
    both: false,
  },
  {
    id: 'reg-cash',
    give: [{ k: 'ml', type: 'reg', n: 1 }],
    get: [
      { k: 'ml', type: 'jm', n: 1 },
      { k: 'money', amount: 1_500 },
    ],
    both: false,
  },
  {
    id: 'media-cash',
    give: [{ k: 'media', n: 1 }],
    get: [{ k: 'money', amount: 1_000 }],
    both: false,
  },
];
