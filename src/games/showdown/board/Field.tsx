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

/** An SVG pill wide enough for its text at 18 px (no measuring in the DOM). */
const pillWidth = (text: string) => 24 + text.length * 12;

/** The diamond: the defense's nine at their positions, runners on base, outs and inning. */
export function Field({ model }: { model: BoardModel }) {
  const v = model.view;
  const spots = POSITIONS.map((pos, i) => ({ pos, id: model.field[i] as string }));
  const batter = model.matchup.batter;
  const lefty = batsAgainst(batter, model.matchup.pitcher) === 'L';
  const label = `${TXT.field}: ${TXT.inning(v.half, v.inning)}, ${TXT.outs(v.outs)}`;
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
        {BAG.map(([x, y], i) => {
          const on = model.bases[i];
          if (!on) return null;
          const [lx, ly] = RUNNER_LABEL[i] as readonly [number, number];
          const name = shortName(on);
          const w = pillWidth(name);
          return (
            <g key={`r${i}`} class="sd-field__runner">
              <title>{`${card(on).name}: ${TXT.baseName(i)}`}</title>
              <circle cx={x} cy={y} r="10" />
              <rect x={lx - w / 2} y={ly - 15} width={w} height="30" rx="15" />
              <text x={lx} y={ly + 6} text-anchor="middle">
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
      <title>{`${pos}: ${card(id).name}${em ? ` (${XTXT.emergency.toLowerCase()})` : ''}`}</title>
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
