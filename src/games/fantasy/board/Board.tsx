/**
 * The Fantasy Fantasy Baseball board, like chessground: a view and that seat's legal actions
 * in, one chosen action out. The adapter (model.ts) turns the view into props; taps go through
 * one small context (tap.ts). Drawn whole (a seat's own side beside the rest of the table) or
 * in parts: the table in the middle with the far person's area turned toward him, and each
 * seat's own side at its edge.
 */
import { useState } from 'preact/hooks';
import type { BoardProps } from '../../../ui/board';
import { activeLanguage } from '../../../ui/language';
import type { FantasyAction, FantasyView } from '../state';
import { CardDialog } from './CardDialog';
import { FantasyLegend } from './FantasyLegend';
import { actionLabel } from './labels';
import { boardModel } from './model';
import { Own } from './Own';
import { Side, TablePart } from './Table';
import { TapContext, type Tap } from './tap';
import { TXT } from './text';
import './board.css';

export function Board({
  view,
  seat,
  actions,
  onAction,
  seats,
  say,
  part = 'whole',
  far = [],
  onShowOwn,
}: BoardProps<FantasyView, FantasyAction>) {
  const model = boardModel(view, seat, actions, seats);
  const [shown, setShown] = useState<string | null>(null);
  const tap: Tap = {
    byCard: model.byCard,
    details: setShown,
    act: (a) => {
      setShown(null);
      onAction(a);
    },
    label: (a) => actionLabel(a, seat, view, say),
    name: (m) => model.people[m]?.name ?? '',
    say,
  };
  const lang = activeLanguage.value;
  const dialog = shown && <CardDialog id={shown} onClose={() => setShown(null)} />;
  // The key sits in the table's heading, or the seat's where one person holds the tablet.
  const legend = <FantasyLegend moreWins={view.opt.moreWins} />;
  let body;
  // No face-down cards at a closed edge (the GameUi sets no `backs`): the edge names the seat.
  if (part === 'backs') return null;
  if (part === 'seat') body = <Own model={model} onShowOwn={onShowOwn} />;
  else if (part === 'table' || model.me === null)
    body = <TablePart model={model} far={part === 'table' ? far : []} legend={legend} />;
  else {
    body = (
      <div class="ffb-whole">
        <Own model={model} onShowOwn={onShowOwn} legend={legend} />
        <Side model={model} />
      </div>
    );
  }
  return (
    <TapContext.Provider value={tap}>
      <div
        class={`ffb ffb--${model.stage} ffb--${view.phase} ffb--part-${part}`}
        lang={lang}
        aria-label={part === 'seat' ? TXT.yourMove : undefined}
      >
        {body}
        {dialog}
      </div>
    </TapContext.Provider>
  );
}
