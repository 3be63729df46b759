/** A player card enlarged to full detail (ability included); Escape, Close or the backdrop shut it. */
import { Dialog } from '../../../ui/components/Dialog';
import { player } from '../content';
import type { Skill } from '../types';
import { PlayerCard } from './PlayerCard';

/** A card to read whole: a hand's card (its id) or a signed one (its tokens and dice). */
export interface ReadCard {
  id: string;
  paid?: number;
  dice?: readonly (Skill | null)[];
}

export function CardDialog({ card, onClose }: { card: ReadCard; onClose: () => void }) {
  return (
    <Dialog label={player(card.id).name} onClose={onClose}>
      <PlayerCard id={card.id} dice={card.dice} paid={card.paid} kind="big" />
    </Dialog>
  );
}
