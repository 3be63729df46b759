/**
 * The key of the Showdown board: the chart's result codes, the positions, the fielding and
 * hand marks, the batter beside the plate, the emergency "!", and the line score's and box
 * score's abbreviations.
 */
import { Legend, type LegendEntry } from '../../../ui/components/Legend';
import type { Result } from '../types';
import { LEGEND } from './legend-text';
import { BOX, RESULT_NAME, TXT, XTXT } from './text';

const RESULTS: readonly Result[] = ['SO', 'PU', 'GB', 'FB', 'BB', '1B', '1B+', '2B', '3B', 'HR'];
const POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'] as const;

const code = (text: string, cls = '') => <span class={`legend__code ${cls}`}>{text}</span>;

export function SdLegend() {
  // Each abbreviation once: the box score's batting and pitching columns share some.
  const abbrs = new Map<string, string>([
    [TXT.runs, TXT.runsLong],
    [XTXT.hits, XTXT.hitsLong],
  ]);
  for (const [short = '', long = ''] of [...Object.values(BOX.bat), ...Object.values(BOX.arm)])
    if (!abbrs.has(short)) abbrs.set(short, long);
  const entries: LegendEntry[] = [
    ...RESULTS.map((r, i) => ({
      mark: code(r, `sd-chart__r sd-r--${r === '1B+' ? '1Bp' : r}`),
      name: LEGEND.code(r, RESULT_NAME[r]),
      ...(i === 0 && { meaning: LEGEND.chartMeaning }),
    })),
    ...POSITIONS.map((p, i) => ({
      mark: code(p, 'sd-field__pos'),
      name: LEGEND.code(p, LEGEND.position[p] ?? p),
      ...(i === 0 && { meaning: LEGEND.positionMeaning }),
    })),
    { mark: code('+2'), name: LEGEND.fielding, meaning: LEGEND.fieldingMeaning },
    { mark: code(`${TXT.hand.L} ${TXT.hand.R} ${TXT.hand.S}`), name: LEGEND.hands },
    {
      mark: (
        <svg viewBox="0 0 40 24" width="40" height="24">
          <path class="sd-field__home" d="M14 4 h12 v6 l-6 6 l-6 -6 Z" />
          <circle class="sd-field__batter" cx="6" cy="10" r="5" />
        </svg>
      ),
      name: LEGEND.batter,
      meaning: LEGEND.batterMeaning,
    },
    {
      mark: code('!', 'sd-field__em'),
      name: LEGEND.emergency,
      meaning: `${XTXT.emergencyFielder} ${XTXT.emergencyArm}`,
    },
    ...[...abbrs].map(([short, long]) => ({ mark: code(short), name: LEGEND.abbr(short, long) })),
  ];
  return <Legend title={LEGEND.title} entries={entries} />;
}
