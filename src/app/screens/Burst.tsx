/**
 * A burst of confetti from the middle of the screen, each piece a small SVG moved by CSS
 * (Finale.css): strips and dots in the ballpark's colours and the winner's, and a few
 * baseballs. Decorative only: hidden from screen readers, never in the way of a tap, gone
 * after a second and a half. The pieces are laid out from their index, so every burst is
 * the same and nothing random runs while drawing.
 */

const PIECES = 48;
/** Ballpark colours (tokens.css) beside the winner's seat colour. */
const COLOURS = ['var(--amber-400)', 'var(--clay-300)', 'var(--chalk)', 'var(--grass-700)'];

/** A piece's flight: angle by the golden ratio (evenly spread), distance and spin by index. */
function flight(i: number): Record<`--${string}`, string> {
  const angle = i * 2.39996;
  const reach = 24 + ((i * 37) % 31);
  return {
    '--dx': `${(Math.cos(angle) * reach).toFixed(1)}vmin`,
    '--dy': `${(Math.sin(angle) * reach - 8).toFixed(1)}vmin`,
    '--spin': `${((i * 97) % 720) - 360}deg`,
    '--delay': `${(i % 6) * 30}ms`,
  };
}

/** One piece: a baseball (every ninth), a dot or a strip, each its own little drawing. */
function Shape({ i, color }: { i: number; color: string }) {
  if (i % 9 === 0) {
    // A baseball: a white ball with its two red stitch seams.
    return (
      <>
        <circle r="3.4" fill="var(--chalk)" stroke="var(--navy-900)" stroke-width="0.3" />
        <path
          d="M-1.7-2.8q1.1 2.8 0 5.6M1.7-2.8q-1.1 2.8 0 5.6"
          stroke="#c8102e"
          stroke-width="0.45"
          fill="none"
        />
      </>
    );
  }
  if (i % 3 === 0) return <circle r="2" fill={color} />;
  return <rect x="-1.2" y="-3.2" width="2.4" height="6.4" rx="0.4" fill={color} />;
}

export function Burst({ color }: { color?: number }) {
  const colours = color ? [`var(--seat-${color})`, ...COLOURS] : COLOURS;
  return (
    <div class="burst" aria-hidden="true" data-testid="burst">
      {Array.from({ length: PIECES }, (_, i) => (
        <svg key={i} class="burst__piece" viewBox="-4 -4 8 8" style={flight(i)}>
          <Shape i={i} color={colours[i % colours.length] ?? 'currentColor'} />
        </svg>
      ))}
    </div>
  );
}
