/** The game's marks as small SVG emblems; each is shown next to its word, never alone. */
import type { Side, Tier } from '../types';

const box = { viewBox: '0 0 24 24', width: 20, height: 20, 'aria-hidden': true } as const;

/** Tier emblems: chevron, double chevron, diamond, star, crown (weakest to strongest). */
export function TierIcon({ tier }: { tier: Tier }) {
  return (
    <svg {...box} class="ffb-icon">
      {tier === 'rookie' && (
        <path d="M4 15l8-7 8 7" fill="none" stroke="currentColor" stroke-width="3" />
      )}
      {tier === 'pro' && (
        <path d="M4 12l8-7 8 7M4 19l8-7 8 7" fill="none" stroke="currentColor" stroke-width="3" />
      )}
      {tier === 'specialist' && <path d="M12 2l8 10-8 10-8-10z" fill="currentColor" />}
      {tier === 'allStar' && (
        <path
          d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z"
          fill="currentColor"
        />
      )}
      {tier === 'hallOfFame' && (
        <path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z" fill="currentColor" />
      )}
    </svg>
  );
}

/** Good: a sun under a blue sky. Evil: a horned mask under a red sky. */
export function SideIcon({ side }: { side: Side }) {
  return side === 'good' ? (
    <svg {...box} class="ffb-icon">
      <circle cx="12" cy="12" r="5" fill="currentColor" />
      <path
        d="M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.8 2.8M17 17l2.8 2.8M4.2 19.8L7 17M17 7l2.8-2.8"
        stroke="currentColor"
        stroke-width="2"
      />
    </svg>
  ) : (
    <svg {...box} class="ffb-icon">
      <path d="M3 2l5 7M21 2l-5 7" stroke="currentColor" stroke-width="2.5" />
      <path
        d="M5 10c0-1 3-2 7-2s7 1 7 2c0 7-3 12-7 12S5 17 5 10zm3.5 3l3 1.5-3 1zm7 0l-3 1.5 3 1z"
        fill="currentColor"
        fill-rule="evenodd"
      />
    </svg>
  );
}

/** A small diamond with one base (0: 1st … 3: home) lit; -1 lights none. */
export function BaseDiamond({ base }: { base: number }) {
  // 1st right, 2nd top, 3rd left, home bottom.
  const spots = [
    [19, 12],
    [12, 5],
    [5, 12],
    [12, 19],
  ] as const;
  return (
    <svg {...box} class="ffb-icon ffb-diamond">
      <path d="M12 4l8 8-8 8-8-8z" fill="none" stroke="currentColor" stroke-width="1.5" />
      {spots.map(([x, y], i) => (
        <rect
          key={i}
          x={x - 3}
          y={y - 3}
          width="6"
          height="6"
          transform={`rotate(45 ${x} ${y})`}
          fill={i === base ? 'currentColor' : 'none'}
          stroke="currentColor"
          stroke-width="1.5"
        />
      ))}
    </svg>
  );
}

/** The upside-down mark (More Wins): a turning arrow. */
export function TurnIcon() {
  return (
    <svg {...box} class="ffb-icon">
      <path
        d="M5 9a7 7 0 0 1 13-2M19 15a7 7 0 0 1-13 2"
        fill="none"
        stroke="currentColor"
        stroke-width="2.5"
      />
      <path d="M19 3v5h-5M5 21v-5h5" fill="none" stroke="currentColor" stroke-width="2.5" />
    </svg>
  );
}
