/**
 * One side's stadium board: the diamond with its runners (coloured by speed, with the speed's
 * letter), the batters threatened at home plate, the runs track and the piles (Lineup, Dugout,
 * On Deck, Minor Leagues) and the played pile In Play, last card on top.
 */
import { HlMini } from './Card';
import { count, type SideModel } from './model';
import { SPEED_MARK, SPEED_NAME, TXT } from './text';
import { SeatChip } from '../../../ui/components/SeatChip';

/** Base positions on the 200 x 170 diamond: 1st, 2nd, 3rd, then home plate. */
const BASES: readonly [number, number][] = [
  [160, 90],
  [100, 30],
  [40, 90],
];
const RUN_TRACK = 12;

export function Diamond({ sm }: { sm: SideModel }) {
  const sd = sm.side;
  const t = sd.tally;
  const v = `${t.placed}-${t.crossed}-${t.removed}`;
  const runners = sd.bases
    .map((b, i) => (b ? TXT.runnerOn(SPEED_NAME[b], i) : null))
    .filter(Boolean);
  return (
    <div class="hl-diamond">
      <svg viewBox="0 0 200 170" role="img" aria-label={runners.join(', ') || TXT.basesEmpty}>
        <path class="hl-diamond__grass" d="M100 2 L198 100 L100 168 L2 100 Z" />
        <path class="hl-diamond__line" d="M100 150 L160 90 L100 30 L40 90 Z" />
        {BASES.map(([x, y], i) => (
          <rect
            key={i}
            class="hl-diamond__bag"
            x={x - 9}
            y={y - 9}
            width="18"
            height="18"
            transform={`rotate(45 ${x} ${y})`}
          />
        ))}
        <path class="hl-diamond__plate" d="M92 146 h16 v6 l-8 8 l-8 -8 z" />
        {sd.bases.map((b, i) => {
          const [x, y] = BASES[i] as [number, number];
          return b ? (
            <g
              key={`${i}-${v}`}
              class={`hl-runner hl-runner--${b} hl-runner--from${i}`}
              data-base={i}
              data-speed={b}
            >
              <circle cx={x} cy={y} r="13" />
              <text x={x} y={y + 5} text-anchor="middle">
                {SPEED_MARK[b]}
              </text>
            </g>
          ) : null;
        })}
      </svg>
      {sd.threat && sd.threat.results.length > 0 && (
        <div
          class="hl-plate"
          aria-label={`${TXT.threatened}${TXT.colon} ${sd.threat.results.join(', ')}`}
        >
          {sd.threat.results.map((r, k) => (
            <span key={`${k}-${v}`} class={`hl-batter hl-batter--${sd.threat?.speed ?? 'slow'}`}>
              <span class="num">{r}</span>
              <span class="visually-hidden">{SPEED_NAME[sd.threat?.speed ?? 'slow']}</span>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

function RunTrack({ runs }: { runs: number }) {
  return (
    <div class="hl-track" aria-label={`${TXT.runs}${TXT.colon} ${runs}`}>
      <span class="hl-track__big num">{runs}</span>
      <span class="hl-track__cells" aria-hidden="true">
        {Array.from({ length: RUN_TRACK }, (_, k) => (
          <span
            key={k}
            class={`hl-track__cell${k < runs ? ' hl-track__cell--on' : ''}${
              k === RUN_TRACK - 1 && runs > RUN_TRACK ? ' hl-track__cell--more' : ''
            }`}
          />
        ))}
      </span>
    </div>
  );
}

export function Stadium({
  sm,
  need,
  showGames,
  far = false,
  moment = null,
  hotPepper = false,
  onZoom,
}: {
  sm: SideModel;
  need: number;
  showGames: boolean;
  /** Turned half a turn, toward the person at the tablet's far edge. */
  far?: boolean;
  /** A Hot Pepper game: three sides and no home team. */
  hotPepper?: boolean;
  /** The last play here (card, runs), shown on the stadium for a moment. */
  moment?: { key: number; text: string } | null;
  /** Shows the In Play pile at full size (every card's whole text, the top one first), on a tap. */
  onZoom(ids: readonly string[]): void;
}) {
  const sd = sm.side;
  const inPlay = [...sd.inPlay.cards].reverse();
  const name = sm.seat?.name ?? TXT.ai;
  return (
    <section
      class={`hl-stadium${sm.active ? ' hl-stadium--active' : ''}${sm.mine ? ' hl-stadium--mine' : ''}${
        far ? ' hl-stadium--far' : ''
      }`}
      aria-label={`${sm.team} (${name})`}
      data-side={sm.i}
    >
      <header class="hl-stadium__head">
        {sm.seat ? (
          <SeatChip name={sm.seat.name} color={sm.seat.color} active={sm.active} />
        ) : (
          <span class="hl-ai">AI</span>
        )}
        <span class="hl-stadium__team">{sm.team}</span>
        {/* Hot Pepper has no home team: the order of play is the Bat's, on the scoreboard. */}
        {!hotPepper && (
          <span class={`hl-badge${sm.home ? ' hl-badge--home' : ''}`}>
            {sm.home ? TXT.home : TXT.visitor}
          </span>
        )}
        <span class="hl-stadium__moment" aria-live="polite">
          {moment && (
            <span key={moment.key} class="hl-moment">
              <span class="visually-hidden">{TXT.lastPlay}: </span>
              {moment.text}
            </span>
          )}
        </span>
      </header>
      <div class="hl-stadium__body">
        <Diamond sm={sm} />
        <div class="hl-stadium__side">
          <RunTrack runs={sd.runs} />
          {showGames && Math.max(need, sm.wins) > 0 && (
            <div class="hl-games" aria-label={`${TXT.games}${TXT.colon} ${sm.wins}`}>
              <span class="hl-games__label">{TXT.games}</span>
              {Array.from({ length: Math.max(need, sm.wins) }, (_, k) => (
                <span key={k} class={`hl-games__pip${k < sm.wins ? ' hl-games__pip--on' : ''}`}>
                  {k < sm.wins ? '●' : '○'}
                </span>
              ))}
            </div>
          )}
          <dl class="hl-piles">
            <div>
              <dt>{TXT.lineup}</dt>
              <dd class="num">{count(sd.lineup)}</dd>
            </div>
            <div>
              <dt>{TXT.dugout}</dt>
              <dd class="num">{count(sd.dugout)}</dd>
            </div>
            <div>
              <dt>{TXT.onDeck}</dt>
              <dd class="num">{count(sd.onDeck)}</dd>
            </div>
            <div>
              <dt>
                <abbr title={TXT.minors}>{TXT.minorsShort}</abbr>
              </dt>
              <dd class="num">{count(sd.minors)}</dd>
            </div>
            {!sm.mine && sm.seat && (
              <div>
                <dt>{TXT.theirHand}</dt>
                <dd class="num">{count(sd.hand)}</dd>
              </div>
            )}
          </dl>
        </div>
        <button
          type="button"
          class="hl-inplay"
          aria-label={`${TXT.inPlay} (${inPlay.length})${TXT.colon} ${TXT.enlarge}`}
          disabled={inPlay.length === 0}
          onClick={() => onZoom([...inPlay].reverse())}
        >
          <span class="hl-label">
            {TXT.inPlay} <span class="num">({inPlay.length})</span>
          </span>
          <span class="hl-inplay__cards" data-zone="inPlay" aria-hidden="true">
            {inPlay.map((c, k) => (
              <span key={`${c}-${k}`} class="hl-inplay__card">
                <HlMini id={c} top={k === inPlay.length - 1} />
              </span>
            ))}
          </span>
        </button>
      </div>
    </section>
  );
}
