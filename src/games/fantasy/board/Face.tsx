/** A character face wired to the board's taps: highlighted when it has a legal action. */
import { CharCard, type CardSize } from './CharCard';
import { useTap } from './tap';

export function Face({
  id,
  size = 'compact',
  badge,
  line,
}: {
  id: string;
  size?: CardSize;
  badge?: string;
  line?: readonly number[];
}) {
  const tap = useTap();
  const actions = tap.byCard.get(id);
  const note = actions?.length
    ? `Tap to choose: ${actions.map((a) => tap.label(a)).join('; ')}.`
    : 'Tap to see it large.';
  return (
    <CharCard
      id={id}
      size={size}
      line={line}
      badge={badge}
      actionable={!!actions?.length}
      selected={tap.selected === id}
      onTap={() => tap.card(id)}
      note={note}
    />
  );
}
