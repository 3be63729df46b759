/**
 * The other managers (everyone, on the table's view): their lineup slots, bench, hand and
 * draft hand face down (a back per card, counted from the zone's size), and their face-up
 * cards (used magic, revealed characters) as chips to open large.
 */
import { zoneSize, type ZoneView } from '../../../engine/hidden';
import { CardBack } from '../../../ui/components/GameCard';
import { SeatChip } from '../../../ui/components/SeatChip';
import { Face } from './Face';
import type { BoardModel, Person } from './model';
import { TXT } from './text';
import './side.css';

export function Rivals({ model }: { model: BoardModel }) {
  const others = model.people.filter((p) => !p.holder);
  if (others.length === 0) return null;
  return (
    <section class="ffb-panel ffb-side-panel" aria-label={model.me ? TXT.rivals : TXT.table}>
      <h2>{model.me ? TXT.rivals : TXT.table}</h2>
      {others.map((p) => (
        <Rival key={p.m} model={model} p={p} />
      ))}
    </section>
  );
}

function Rival({ model, p }: { model: BoardModel; p: Person }) {
  const v = model.view;
  const g = v.mgrs[p.m];
  if (!g) return null;
  const draft = model.stage === 'draft';
  return (
    <article class="ffb-rival" aria-label={p.name}>
      <header class="ffb-rival__head">
        <SeatChip name={p.name} color={p.color} active={p.m === model.acting} />
        <span class="ffb-rival__team">{p.team}</span>
      </header>
      {!draft && model.columns.length > 0 && inPlay(model, p.m) && (
        <div class="ffb-rival__slots">
          {model.columns.map((c, i) => (
            <div key={c.label} class="ffb-rival__slot">
              <span class="ffb-rival__label">{c.label}</span>
              <Cards zone={g.slots[i]} whose={`${p.name}, ${c.label}`} dash />
            </div>
          ))}
        </div>
      )}
      {draft && <Labelled title={TXT.draftBacks} zone={v.drafts[p.m]} whose={p.name} />}
      {!draft && <Labelled title={TXT.benchSlot} zone={g.bench} whose={p.name} />}
      {!draft && <Labelled title={TXT.used} zone={g.used} whose={p.name} />}
      <Labelled title={draft ? TXT.keptBacks : TXT.handBacks} zone={g.hand} whose={p.name} />
      <Labelled title={TXT.lockedWc} zone={g.locked} whose={p.name} />
      <Labelled title={TXT.outPile} zone={g.out} whose={p.name} />
    </article>
  );
}

function Labelled({ title, zone, whose }: { title: string; zone?: ZoneView; whose: string }) {
  if (!zone || zoneSize(zone) === 0) return null;
  return (
    <div class="ffb-rival__zone">
      <span class="ffb-rival__label">
        {title} <span class="num">({zoneSize(zone)})</span>
      </span>
      <Cards zone={zone} whose={`${whose}, ${title}`} />
    </div>
  );
}

/** A zone's cards: backs when hidden from this view, chips when face up. */
function Cards({ zone, whose, dash = false }: { zone?: ZoneView; whose: string; dash?: boolean }) {
  if (!zone || zoneSize(zone) === 0) {
    return dash ? (
      <span>
        <span aria-hidden="true">–</span>
        <span class="visually-hidden">{TXT.emptySlot}</span>
      </span>
    ) : null;
  }
  if (zone.n !== undefined) {
    return (
      <span class="ffb-backs">
        {Array.from({ length: zone.n }, (_, i) => (
          <CardBack key={i} label={TXT.faceDown(whose)} />
        ))}
      </span>
    );
  }
  return (
    <span class="ffb-chips">
      {zone.cards.map((c) => (
        <Face key={c} id={c} size="chip" />
      ))}
    </span>
  );
}

/** Whether a manager has lineup slots now: everyone in the season; the playoff sides after. */
function inPlay(model: BoardModel, m: number): boolean {
  const v = model.view;
  if (model.stage !== 'playoffs') return true;
  const po = v.po;
  if (!po) return false;
  if (v.phase === 'wc' || v.robotFor === 'wc') return po.queue.slice(0, 2).includes(m);
  return m === po.home || m === po.away;
}
