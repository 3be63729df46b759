/**
 * One side's stadium board: the diamond with its runners (coloured by speed, with the speed's
 * letter), the batters threatened at home plate, the runs track and the piles (Lineup, Dugout,
 * On Deck, Minor Leagues) and the played pile In Play, last card on top.
 */
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { TeamLogo } from '../../../ui/art';
import { SeatChip } from '../../../ui/components/SeatChip';
import { motionReduced, playMotion, useCountUp } from '../../../ui/motion';
import { TEAM_COLORS } from './art';
import { HlMini } from './Card';
import { flyFrom, takeLift } from './fly';
import { count, type SideModel } from './model';
import { followRunners, pathOf, spotXY, type RunnerToken, type Runners } from './runners';
import { SPEED_MARK, SPEED_NAME, TXT } from './text';

/** The bags on the 200 x 170 diamond: 1st, 2nd, 3rd. */
const BAGS = ([0, 1, 2] as const).map(spotXY);
const RUN_TRACK = 12;

/** A leg of a run, base to base, in ms. */
const LEG_MS = 150;

/**
 * A runner token: drawn where it stops; on arriving it runs there from where it stood, base
 * by base (a runner who scored runs home and fades; one put out fades where it stood).
 */
function Runner({ t }: { t: RunnerToken }) {
  const ref = useRef<SVGGElement>(null);
  const gone = t.out || t.to === 3;
  const [x, y] = spotXY(t.out ? t.from : t.to);
  useLayoutEffect(() => {
    if (t.out) {
      playMotion(ref.current, [{ opacity: 1 }, { opacity: 0 }], LEG_MS * 2);
      return;
    }
    const path = pathOf(t);
    if (path.length < 2) return;
    const frames: Keyframe[] = path.map(([px, py]) => ({
      transform: `translate(${px}px, ${py}px)`,
      opacity: 1,
    }));
    if (gone) frames.push({ transform: `translate(${x}px, ${y}px)`, opacity: 0 });
    playMotion(ref.current, frames, LEG_MS * frames.length);
  }, []);
  return (
    <g
      ref={ref}
      class={`hl-runner hl-runner--${t.speed}`}
      transform={`translate(${x} ${y})`}
      opacity={gone ? 0 : undefined}
      aria-hidden={gone ? 'true' : undefined}
      data-base={gone ? undefined : t.to}
      data-speed={t.speed}
      data-run={t.to > t.from ? `${t.from}-${t.to}` : undefined}
    >
      <circle cx="0" cy="0" r="13" />
      <text x="0" y="5" text-anchor="middle">
        {SPEED_MARK[t.speed]}
      </text>
    </g>
  );
}

/** The side's runners followed from view to view (runners.ts). */
function useRunners(sd: SideModel['side']): Runners {
  const last = useRef<Runners | null>(null);
  const t = sd.tally;
  return useMemo(() => {
    const next = followRunners(last.current, sd.bases, t);
    last.current = next;
    return next;
  }, [sd.bases.join(), t.placed, t.crossed, t.removed]);
}

export function Diamond({ sm }: { sm: SideModel }) {
  const sd = sm.side;
  const t = sd.tally;
  const v = `${t.placed}-${t.crossed}-${t.removed}`;
  const reduced = motionReduced();
  // With reduced motion, only the runners standing on base: nobody runs or fades.
  const tokens = useRunners(sd).tokens.filter((r) => !reduced || (!r.out && r.to !== 3));
  const runners = sd.bases
    .map((b, i) => (b ? TXT.runnerOn(SPEED_NAME[b], i) : null))
    .filter(Boolean);
  return (
    <div class="hl-diamond">
      <svg viewBox="0 0 200 170" role="img" aria-label={runners.join(', ') || TXT.basesEmpty}>
        <path class="hl-diamond__grass" d="M100 2 L198 100 L100 168 L2 100 Z" />
        <path class="hl-diamond__line" d="M100 150 L160 90 L100 30 L40 90 Z" />
        {BAGS.map(([x, y], i) => (
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
        {tokens.map((r) => (
          <Runner key={`${r.id}:${r.from}:${r.to}:${r.out}`} t={r} />
        ))}
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

/** The runs, counting up to a new total one run at a time (its name says the total at once). */
function RunTrack({ runs: total }: { runs: number }) {
  const runs = useCountUp(total);
  return (
    <div class="hl-track" aria-label={`${TXT.runs}${TXT.colon} ${total}`}>
      <span class="hl-track__big num" aria-hidden="true">
        {runs}
      </span>
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

/** A play's moment on the stadium: the card played there and the runs it brought in. */
export interface Moment {
  key: number;
  text: string;
  runs: number;
}

/**
 * The runs of a play, large over the stadium for a moment, then gone. Only with motion (with
 * reduced motion the line in the stadium's head says it); never in the way of a tap.
 */
function Burst({ moment }: { moment: Moment | null }) {
  if (!moment || moment.runs <= 0 || motionReduced()) return null;
  return (
    <span key={moment.key} class="hl-burst" aria-hidden="true" style={{ pointerEvents: 'none' }}>
      <span class="hl-burst__n num">+{moment.runs}</span>
      <span class="hl-burst__word">{TXT.runsWord(moment.runs)}</span>
    </span>
  );
}

/** A card's way to the In Play pile, in ms. */
const SLIDE_MS = 250;

/**
 * A card arriving on the In Play pile: it flies there from the hand it was played from when
 * this device saw it leave (fly.ts), else it slides in from the top of the pile.
 */
function InPlayCard({
  id,
  top,
  fresh,
  turned,
}: {
  id: string;
  top: boolean;
  fresh: boolean;
  turned: boolean;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!fresh || !ref.current) return;
    const from = takeLift(id);
    if (from && flyFrom(ref.current, from, SLIDE_MS, turned)) return;
    playMotion(
      ref.current,
      [
        { transform: 'translate(0, -2rem)', opacity: 0 },
        { transform: 'none', opacity: 1 },
      ],
      SLIDE_MS,
    );
  }, []);
  return (
    <span ref={ref} class="hl-inplay__card">
      <HlMini id={id} top={top} />
    </span>
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
  moment?: Moment | null;
  /** Shows the In Play pile at full size (every card's whole text, the top one first), on a tap. */
  onZoom(ids: readonly string[]): void;
}) {
  const sd = sm.side;
  const inPlay = [...sd.inPlay.cards].reverse();
  const name = sm.seat?.name ?? TXT.ai;
  // The pile as last drawn: a card on top that was not there arrived now, and slides in.
  const seen = useRef(inPlay.length);
  const grew = inPlay.length > seen.current;
  seen.current = inPlay.length;
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
        <TeamLogo
          class="hl-logo"
          id={sd.team ?? 'fa'}
          name={sm.team}
          colors={TEAM_COLORS[sd.team ?? 'fa']}
        />
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
        <Burst moment={moment} />
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
              <InPlayCard
                key={`${c}-${k}`}
                id={c}
                top={k === inPlay.length - 1}
                fresh={grew && k === inPlay.length - 1}
                turned={far}
              />
            ))}
          </span>
        </button>
      </div>
    </section>
  );
}
