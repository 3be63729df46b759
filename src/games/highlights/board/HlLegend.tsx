/**
 * The key of the Highlights board: the card types' emblems, the action letters, the cost and
 * revenue corners, the Hit Boxes, the speeds, the runners' letters and the threatened hits.
 */
import { Legend, type LegendEntry } from '../../../ui/components/Legend';
import { KINDS, SPEEDS, type IaLetter, type Result } from '../types';
import { KindIcon } from './Card';
import { LEGEND } from './legend-text';
import { HIT_NAME, LETTER_NAME, SPEED_MARK, SPEED_NAME } from './text';

const LETTERS: readonly IaLetter[] = ['D', 'O', 'S'];
const HITS: readonly Result[] = ['1B', '2B', '3B', 'HR', 'BB'];

/** A runner token as the diamond draws it: a circle in the speed's colour with its letter. */
function Runner({ speed }: { speed: (typeof SPEEDS)[number] }) {
  return (
    <svg viewBox="0 0 30 30" width="30" height="30">
      <g class={`hl-runner hl-runner--${speed}`}>
        <circle cx="15" cy="15" r="13" />
        <text x="15" y="20" text-anchor="middle">
          {SPEED_MARK[speed]}
        </text>
      </g>
    </svg>
  );
}

export function HlLegend() {
  const entries: LegendEntry[] = [
    ...KINDS.map((kind, i) => ({
      mark: (
        <span class={`hl-type--${kind.toLowerCase()}`}>
          <KindIcon kind={kind} />
        </span>
      ),
      name: LEGEND.kind(kind),
      ...(i === 0 && { meaning: LEGEND.kindMeaning }),
    })),
    ...LETTERS.map((letter) => ({
      mark: <span class={`hl-card__letter hl-letter--${letter}`}>{letter}</span>,
      name: LEGEND.letter(letter, LETTER_NAME[letter]),
    })),
    {
      mark: <span class="hl-card__cost num">3</span>,
      name: LEGEND.cost,
      meaning: LEGEND.costMeaning,
    },
    {
      mark: <span class="hl-card__rev num">2</span>,
      name: LEGEND.revenue,
      meaning: LEGEND.revenueMeaning,
    },
    ...HITS.map((hit, i) => ({
      mark: <span class="hl-hitbox num">{hit}</span>,
      name: LEGEND.hit(hit, HIT_NAME[hit]),
      ...(i === 0 && { meaning: LEGEND.hitMeaning }),
    })),
    ...SPEEDS.map((speed, i) => ({
      mark: <span class={`hl-speed hl-speed--${speed}`}>{SPEED_MARK[speed]}</span>,
      name: LEGEND.speed(SPEED_NAME[speed]),
      ...(i === 0 && { meaning: LEGEND.speedMeaning }),
    })),
    ...SPEEDS.map((speed) => ({
      mark: <Runner speed={speed} />,
      name: LEGEND.runner(SPEED_MARK[speed], SPEED_NAME[speed]),
    })),
    {
      mark: (
        <span class="hl-batter hl-batter--fast">
          <span class="num">2B</span>
        </span>
      ),
      name: LEGEND.batter,
      meaning: LEGEND.batterMeaning,
    },
    { mark: <span class="hl-card__ph">PH</span>, name: LEGEND.pinch, meaning: LEGEND.pinchMeaning },
    {
      mark: (
        <span class="hl-games">
          <span class="hl-games__pip hl-games__pip--on">●</span>
          <span class="hl-games__pip">○</span>
        </span>
      ),
      name: LEGEND.games,
    },
    {
      mark: (
        <span class="hl-track">
          <span class="hl-track__big num">3</span>
        </span>
      ),
      name: LEGEND.runs,
      meaning: LEGEND.runsMeaning,
    },
  ];
  return <Legend title={LEGEND.title} entries={entries} />;
}
