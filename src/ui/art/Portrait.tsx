/**
 * A player portrait drawn from its spec (portrait-spec.ts): jersey, head, cap in the team's
 * colours and a pose by role (a bat on the shoulder, a ball held up, a glove in front).
 * Decorative: hidden from screen readers, the card around it carries the name.
 */
import { portraitSpec, type PortraitInput, type PortraitSpec } from './portrait-spec';

const WOOD = '#c8965a';
const LEATHER = '#8a4b22';
const INK = '#1d1410';
const GLOW = '#ff5a4f';

/** The pose's prop: the bat, the ball or the glove, on the brim's side or the other. */
function Pose({ s }: { s: PortraitSpec }) {
  const side = s.brim;
  const x = (dx: number) => 32 + side * dx;
  if (s.role === 'batter') {
    return (
      <path
        d={`M${x(14)} 60 L${x(26)} 14`}
        stroke={WOOD}
        stroke-width="5"
        stroke-linecap="round"
        fill="none"
      />
    );
  }
  if (s.role === 'pitcher') {
    return (
      <>
        <path d={`M${x(16)} 60 L${x(24)} 34`} stroke={s.colors.main} stroke-width="7" />
        <circle cx={x(24)} cy="29" r="5" fill="#ffffff" stroke={INK} stroke-width="1" />
        <path d={`M${x(21)} 27 q3 2 6 0`} stroke={GLOW} stroke-width="1" fill="none" />
      </>
    );
  }
  return <ellipse cx={x(-15)} cy="54" rx="8" ry="9" fill={LEATHER} stroke={INK} />;
}

/** The face: eyes and mouth, glowing bars for a robot, one glowing eye for a cyborg. */
function Face({ s }: { s: PortraitSpec }) {
  const cy = 32;
  const mouthY = cy + s.headRy * 0.5;
  const eyes =
    s.build === 'robot' ? (
      <rect x={32 - s.eyeGap - 3} y={cy - 1} width={s.eyeGap * 2 + 6} height="3" fill={GLOW} />
    ) : (
      <>
        <circle cx={32 - s.eyeGap} cy={cy} r="1.6" fill={INK} />
        <circle cx={32 + s.eyeGap} cy={cy} r="1.6" fill={s.build === 'cyborg' ? GLOW : INK} />
      </>
    );
  return (
    <>
      {eyes}
      <path
        d={`M${32 - 4} ${mouthY} q4 ${s.mouth * 2} 8 0`}
        stroke={INK}
        stroke-width="1.4"
        fill="none"
        stroke-linecap="round"
      />
    </>
  );
}

/** The head: flesh, a metal box, or flesh with a metal half. */
function Head({ s }: { s: PortraitSpec }) {
  const cy = 32;
  const { headRx: rx, headRy: ry } = s;
  if (s.build === 'robot') {
    return (
      <rect
        x={32 - rx}
        y={cy - ry}
        width={rx * 2}
        height={ry * 2}
        rx="3"
        fill={s.metal}
        stroke={INK}
      />
    );
  }
  return (
    <>
      <ellipse cx="32" cy={cy} rx={rx} ry={ry} fill={s.skin} stroke={INK} stroke-width="0.8" />
      {s.build === 'cyborg' && (
        <path d={`M32 ${cy - ry} A${rx} ${ry} 0 0 1 32 ${cy + ry} Z`} fill={s.metal} stroke={INK} />
      )}
      {s.sideburns && (
        <>
          <rect x={32 - rx} y={cy - 6} width="2.5" height="6" fill={s.hair} />
          <rect x={32 + rx - 2.5} y={cy - 6} width="2.5" height="6" fill={s.hair} />
        </>
      )}
      {s.beard && (
        <path
          d={`M${32 - rx + 1} ${cy + 2} Q32 ${cy + ry + 6} ${32 + rx - 1} ${cy + 2}`}
          stroke={s.hair}
          stroke-width="3"
          fill="none"
        />
      )}
    </>
  );
}

/** The cap: a dome in the team's main colour, a brim in its trim, a button on top. */
function Cap({ s }: { s: PortraitSpec }) {
  const top = 32 - s.headRy;
  const r = s.headRx + 1.5;
  const band = top + 9;
  const brimTip = 32 + s.brim * (r + 9);
  return (
    <>
      <path
        d={`M${32 - r} ${band} A${r} ${r * 0.85} 0 0 1 ${32 + r} ${band} Z`}
        fill={s.colors.main}
        stroke={INK}
      />
      <path
        d={`M${32 - s.brim * 2} ${band} L${brimTip} ${band + 1.5} L${32 + s.brim * r} ${band + 3} Z`}
        fill={s.colors.trim}
        stroke={INK}
        stroke-width="0.8"
      />
      <circle cx="32" cy={band - r * 0.85} r="1.5" fill={s.colors.trim} />
    </>
  );
}

/** A portrait, deterministic per id; `class` sizes it (it fills its box, square). */
export function Portrait(props: PortraitInput & { class?: string }) {
  const s = portraitSpec(props);
  return (
    <svg
      class={props.class}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      data-art="portrait"
    >
      <g transform={`rotate(${s.lean} 32 64)`}>
        <path d="M6 66 C8 50 20 46 32 46 C44 46 56 50 58 66 Z" fill={s.colors.main} stroke={INK} />
        <path d="M26 47 L32 55 L38 47" stroke={s.colors.trim} stroke-width="2.5" fill="none" />
        <rect x="28" y="40" width="8" height="7" fill={s.build === 'robot' ? s.metal : s.skin} />
        <Head s={s} />
        <Face s={s} />
        <Cap s={s} />
      </g>
      <Pose s={s} />
    </svg>
  );
}
