/**
 * The holder's side of the table (their private zone, data-zone="hand"): the draft hand
 * and kept cards during the Live Draft; then the lineup under the Win cards, the bench
 * with its magic, and the hand. Drawn only for the seat holding the device.
 */
import { SeatChip } from '../../../ui/components/SeatChip';
import { CardRow } from './CardRow';
import { Lineup } from './Lineup';
import type { BoardModel, Person } from './model';
import { TXT } from './text';
import './dugout.css';

export function Dugout({ model, me }: { model: BoardModel; me: Person }) {
  const v = model.view;
  const g = v.mgrs[me.m];
  if (!g) return null;
  // In their magic window the bench is drawn by the magic panel, next to the prompt.
  const magicShowsBench = v.phase === 'magic' && !v.pending && model.acting === me.m;
  return (
    <section class="ffb-dugout" data-zone="hand" aria-label={`${me.name}: ${TXT.roster}`}>
      <header class="ffb-dugout__head">
        <SeatChip name={me.name} color={me.color} active />
        <span class="ffb-dugout__team">{me.team}</span>
        {model.columns.length > 0 && <h3 class="ffb-dugout__title">{TXT.lineup}</h3>}
      </header>
      {model.stage === 'draft' ? (
        <>
          {v.phase === 'draft' && (
            <CardRow
              title={TXT.draftHand(v.drafts[me.m]?.cards.length ?? 0)}
              ids={v.drafts[me.m]?.cards ?? []}
              empty={TXT.draftEmpty}
            />
          )}
          <CardRow title={TXT.kept(g.hand.cards.length)} ids={g.hand.cards} empty={TXT.none} />
        </>
      ) : (
        <>
          {model.columns.length > 0 && <Lineup g={g} columns={model.columns} />}
          {model.stage === 'season' && !magicShowsBench && (
            <CardRow
              title={TXT.bench}
              ids={[...g.bench.cards, ...g.used.cards]}
              badge={(id) => (g.used.cards.includes(id) ? TXT.usedBadge : undefined)}
              empty={v.phase === 'set' ? TXT.benchAuto : TXT.none}
            />
          )}
          <CardRow title={TXT.lockedWc} ids={g.locked.cards} />
          <CardRow title={TXT.handN(g.hand.cards.length)} ids={g.hand.cards} />
          {model.stage === 'playoffs' && <CardRow title={TXT.outPile} ids={g.out.cards} />}
        </>
      )}
    </section>
  );
}
