/**
 * A character face wired to the board's taps: with a legal move, a tap plays it (the face
 * carries its `data-action`) and a long press reads the card whole; the other move of a card
 * that has two (More Wins: upside down) is a chip beside it. Without a move, a tap reads it.
 */
import { CharCard, type CardSize } from './CharCard';
import { splitMoves, useTap } from './tap';
import { TXT } from './text';

export function Face({
  id,
  size = 'compact',
  badge,
  line,
  text = false,
  inert = false,
}: {
  id: string;
  size?: CardSize;
  badge?: string;
  line?: readonly number[];
  /** Prints the ability's text (a bench card about to be flipped). */
  text?: boolean;
  /** Drawn for reading only, even when the card has a move (it is offered elsewhere). */
  inert?: boolean;
}) {
  const tap = useTap();
  const { tap: first, more } = splitMoves(inert ? [] : (tap.byCard.get(id) ?? []));
  if (!first) {
    return (
      <CharCard
        id={id}
        size={size}
        line={line}
        badge={badge}
        text={text}
        onTap={() => tap.details(id)}
        note={TXT.tapToRead}
      />
    );
  }
  const card = (
    <CharCard
      id={id}
      size={size}
      line={line}
      badge={badge}
      text={text}
      actionable
      action={JSON.stringify(first)}
      onTap={() => tap.act(first)}
      onZoom={() => tap.details(id)}
      note={`${tap.label(first)}. ${TXT.holdToRead}`}
    />
  );
  if (more.length === 0) return card;
  return (
    <span class="ffb-slotcard">
      {card}
      {more.map((a, i) => (
        <button
          key={i}
          type="button"
          class="ffb-chipmove"
          data-action={JSON.stringify(a)}
          aria-label={tap.label(a)}
          onClick={() => tap.act(a)}
        >
          {a.t === 'place' && a.o === 1 ? TXT.upsideDown : tap.label(a)}
        </button>
      ))}
    </span>
  );
}
