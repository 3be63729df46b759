/**
 * The key of the Lords board: the roster chits' short names, the star ratings, the media cube
 * and the lock of hidden money.
 */
import { Legend, type LegendEntry } from '../../../ui/components/Legend';
import { FS_TYPES, ML_TYPES } from '../types';
import { LEGEND } from './legend-text';
import { FS_SHORT, FS_WORD, ML_SHORT, ML_WORD, TXT } from './text';

const chit = (type: string, short: string) => (
  <span class={`lords-chit lords-chit--${type}`}>{short}</span>
);

export function LordsLegend({ hiddenMoney }: { hiddenMoney: boolean }) {
  const entries: LegendEntry[] = [
    ...ML_TYPES.map((t, i) => ({
      mark: chit(t, ML_SHORT[t]),
      name: LEGEND.chit(ML_SHORT[t], ML_WORD[t]),
      ...(i === 0 && { meaning: LEGEND.majorsMeaning }),
    })),
    ...FS_TYPES.map((t, i) => ({
      mark: chit(t, FS_SHORT[t]),
      name: LEGEND.chit(FS_SHORT[t], FS_WORD[t]),
      ...(i === 0 && { meaning: LEGEND.farmMeaning }),
    })),
    {
      mark: <span class="lords-stars">{TXT.stars(3)}</span>,
      name: LEGEND.stars,
      meaning: LEGEND.starsMeaning,
    },
    {
      mark: (
        <span class="lords-cubes">
          <span class="lords-cube" />
        </span>
      ),
      name: LEGEND.cube,
      meaning: LEGEND.cubeMeaning,
    },
    ...(hiddenMoney
      ? [
          {
            mark: (
              <svg viewBox="0 0 16 16" width="16" height="16">
                <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
                <path
                  d="M5 7V5a3 3 0 0 1 6 0v2"
                  fill="none"
                  stroke="currentColor"
                  stroke-width="1.5"
                />
              </svg>
            ),
            name: LEGEND.hidden,
            meaning: TXT.hiddenMoneyHelp,
          },
        ]
      : []),
  ];
  return <Legend title={LEGEND.title} entries={entries} />;
}
