/** A character enlarged to full detail, with its legal actions; Escape, Close or the backdrop shut it. */
import { Dialog } from '../../../ui/components/Dialog';
import { charInfo } from '../content';
import { CharCard } from './CharCard';
import { useTap } from './tap';

export function CardDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const tap = useTap();
  const actions = tap.byCard.get(id) ?? [];
  return (
    <Dialog
      label={charInfo(id).card.name}
      onClose={onClose}
      actions={actions.map((a, i) => (
        <button
          key={i}
          type="button"
          class="button-primary"
          onClick={() => {
            onClose();
            tap.act(a);
          }}
        >
          {tap.label(a)}
        </button>
      ))}
    >
      <CharCard id={id} size="full" />
    </Dialog>
  );
}
