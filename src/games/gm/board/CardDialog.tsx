/** A player card enlarged to full detail (ability included); Escape, Close or the backdrop shut it. */
import { useEffect, useRef } from 'preact/hooks';
import { player } from '../content';
import type { Skill } from '../types';
import { PlayerCard } from './PlayerCard';
import { TXT } from './text';

/** A card to read whole: a hand's card (its id) or a signed one (its tokens and dice). */
export interface ReadCard {
  id: string;
  paid?: number;
  dice?: readonly (Skill | null)[];
}

export function CardDialog({ card, onClose }: { card: ReadCard; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [card.id]);
  return (
    <div class="gm-dialog__backdrop" onClick={onClose}>
      <div
        class="gm-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={player(card.id).name}
        onClick={(e) => e.stopPropagation()}
      >
        <PlayerCard id={card.id} dice={card.dice} paid={card.paid} kind="big" />
        <button type="button" ref={close} onClick={onClose}>
          {TXT.close}
        </button>
      </div>
    </div>
  );
}
