import { useEffect, useRef, useState } from 'preact/hooks';
import { batsAgainst, card } from '../content';
import { POSITIONS, type Position } from '../types';
import { emergency } from './expert';
import { shortName, type BoardModel } from './model';
import { TXT, XTXT } from './text';

/** Where each fielder stands on the 480 x 410 field drawing. */
const SPOT: Readonly<Record<Position | 'P', readonly [number, number]>> = {
  P: [240, 264],
  C: [240, 392],
  '1B': [386, 222],
  '2B': [334, 166],
  '3B': [94, 222],
  SS: [146, 166],
  LF: [98, 84],
  CF: [240, 34],
  RF: [382, 84],
};

/** First, second, third: where the bags are, and where a runner's name goes. */
const BAG: readonly (readonly [number, number])[] = [
  [340, 256],
  [240, 156],
  [140, 256],
];
const RUNNER_LABEL: readonly (readonly [number, number])[] = [
  [350, 296],
  [240, 196],
  [130, 296],
];
const HOME: readonly [number, number] = [240, 350];

/** The motion token a step takes (0 with reduced motion), read from the page. */
function stepMs(): number {
  if (typeof getComputedStyle === 'undefined') return 0;
  const raw = getComputedStyle(document.documentElement).getPropertyValue('--duration-slow');
  const ms = parseFloat(raw);
  return Number.isFinite(ms)
    ? raw.trim().endsWith('s') && !raw.includes('ms')
      ? ms * 1000
      : ms
    : 0;
}

/**
 * Where each runner is drawn (by player id; -1 home): a runner who moves up goes through
 * every base on the way, one step per motion beat, rather than cutting across the diamond;
 * a new runner starts from home. With reduced motion the beats are 0 and he is there at once.
 */
function useBaseToBase(
  runners: readonly { p: string; b: number }[],
): (p: string, b: number) => number {
  const [shown, setShown] = useState<ReadonlyMap<string, number>>(
    () => new Map(runners.map((r) => [r.p, r.b])),
  );
  const key = runners.map((r) => `${r.p}@${r.b}`).join(',');
  const was = useRef(shown);
  useEffect(() => {
    const ms = stepMs();
    const from = was.current;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const start = new Map<string, number>();
    let steps = 0;
    for (const r of runners) {
      const s = Math.min(from.get(r.p) ?? -1, r.b);
      start.set(r.p, s);
      steps = Math.max(steps, r.b - s);
    }
    const frame = (k: number) =>
      new Map(runners.map((r) => [r.p, Math.min(r.b, (start.get(r.p) ?? r.b) + k)]));
    if (ms <= 0 || steps === 0) setShown(frame(steps));
    else {
      setShown(frame(0));
      for (let k = 1; k <= steps; k++) timers.push(setTimeout(() => setShown(frame(k)), k * ms));
    }
    was.current = frame(steps);
    return () => timers.forEach(clearTimeout);
  }, [key]);
  // Until the effect has run, a runner not yet placed is drawn where he starts from.
  return (p, b) => shown.get(p) ?? Math.min(was.current.get(p) ?? -1, b);
}

/** An SVG pill wide enough for its text at 18 px (no measuring in the DOM). */
const pillWidth = (text: string) => 24 + text.length * 12;

/** The diamond: the defense's nine at their positions, runners on base, outs and inning. */
export function Field({ model }: { model: BoardModel }) {
  const v = model.view;
  const spots = POSITIONS.map((pos, i) => ({ pos, id: model.field[i] as string }));
  const batter = model.matchup.batter;
  const lefty = batsAgainst(batter, model.matchup.pitcher) === 'L';
  const label = `${TXT.field}${TXT.colon} ${TXT.inning(v.half, v.inning)}, ${TXT.outs(v.outs)}`;
  const runners = model.bases.flatMap((p, b) => (p ? [{ p, b }] : []));
  const shown = useBaseToBase(runners);
  return (
    <figure class="sd-field">
      <svg viewBox="0 0 480 410" role="img" aria-label={label}>
        <path class="sd-field__grass" d="M240 400 L30 190 A297 297 0 0 1 450 190 Z" />
        <path class="sd-field__dirt" d="M240 372 L360 256 L240 136 L120 256 Z" />
        <path class="sd-field__infield" d="M240 334 L318 256 L240 178 L162 256 Z" />
        <path class="sd-field__line" d="M240 350 L40 150 M240 350 L440 150" />
        <circle class="sd-field__mound" cx="240" cy="256" r="18" />
        {BAG.map(([x, y], i) => (
          <rect
            key={i}
            class={`sd-field__bag${model.bases[i] ? ' sd-field__bag--on' : ''}`}
            x={x - 11}
            y={y - 11}
            width="22"
            height="22"
            transform={`rotate(45 ${x} ${y})`}
          />
        ))}
        <path
          class="sd-field__home"
          d={`M${HOME[0] - 11} ${HOME[1] - 8} h22 v8 l-11 11 l-11 -11 Z`}
        />
        <circle class="sd-field__batter" cx={HOME[0] + (lefty ? 28 : -28)} cy={HOME[1]} r="9" />
        {spots.map(({ pos, id }) => (
          <Fielder key={pos} at={SPOT[pos]} pos={pos} id={id} />
        ))}
        <Fielder at={SPOT.P} pos="P" id={model.matchup.pitcher} />
        {runners.map(({ p, b }) => {
          // Drawn where the runner is on his way (base to base), labelled by his real base.
          const at = shown(p, b);
          const [x, y] = at < 0 ? HOME : (BAG[at] as readonly [number, number]);
          const [bx, by] = BAG[at < 0 ? 0 : at] as readonly [number, number];
          const [lx, ly] = RUNNER_LABEL[at < 0 ? 0 : at] as readonly [number, number];
          const name = shortName(p);
          const w = pillWidth(name);
          return (
            <g key={p} class="sd-field__runner" style={{ transform: `translate(${x}px, ${y}px)` }}>
              <title>{`${card(p).name}${TXT.colon} ${TXT.baseName(b)}`}</title>
              <circle cx={0} cy={0} r="10" />
              <rect x={lx - bx - w / 2} y={ly - by - 15} width={w} height="30" rx="15" />
              <text x={lx - bx} y={ly - by + 6} text-anchor="middle">
                {name}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption class="sd-field__cap">
        <span class="sd-field__inning">{TXT.inning(v.half, v.inning)}</span>
        <span class="sd-outs" aria-label={TXT.outs(v.outs)}>
          {[0, 1, 2].map((i) => (
            <span key={i} class={`sd-outs__dot${i < v.outs ? ' sd-outs__dot--on' : ''}`} />
          ))}
          <span class="sd-outs__word">{TXT.outs(v.outs)}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function Fielder({ at, pos, id }: { at: readonly [number, number]; pos: string; id: string }) {
  const [x, y] = at;
  const name = shortName(id);
  // An emergency player carries a "!" mark and a dashed outline, and says so in his title.
  const em = emergency(id);
  const w = pillWidth(name) + 30 + (em ? 22 : 0);
  return (
    <g class={`sd-field__fielder${em ? ' sd-field__fielder--emergency' : ''}`}>
      <title>{`${pos}${TXT.colon} ${card(id).name}${em ? ` (${XTXT.emergency.toLowerCase()})` : ''}`}</title>
      <rect x={x - w / 2} y={y - 15} width={w} height="30" rx="15" />
      <text x={x - w / 2 + 12} y={y + 6}>
        <tspan class="sd-field__pos">{pos}</tspan>
        <tspan dx="8">{name}</tspan>
        {em && (
          <tspan dx="6" class="sd-field__em">
            !
          </tspan>
        )}
      </text>
    </g>
  );
}
