/** A character enlarged to full detail, with its legal actions; Escape or Close shuts it. */
import { useEffect, useRef } from 'preact/hooks';
import { charInfo } from '../content';
import { CharCard } from './CharCard';
import { useTap } from './tap';
import { TXT } from './text';
import './dialog.css';

export function CardDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const tap = useTap();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id]);
  const actions = tap.byCard.get(id) ?? [];
  return (
    <div class="ffb-dialog__backdrop" onClick={onClose}>
      <div
        class="ffb-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={charInfo(id).card.name}
        onClick={(e) => e.stopPropagation()}
      >
        <CharCard id={id} size="full" />
        <div class="ffb-dialog__actions">
          {actions.map((a, i) => (
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
          <button type="button" ref={close} onClick={onClose}>
            {TXT.close}
          </button>
        </div>
      </div>
    </div>
  );
}
