import type { MsgArgs } from '../../engine/types';
import type { GameUi, SeatInfo } from '../../ui/board';
import type { PlayModel } from '../models/play-model';
import { t } from '../i18n';
import { Edge } from './Edge';

/**
 * The edges mode: the shared table in the middle, drawn once from the table's view with the
 * far person's areas turned toward him, and each person's side at his own edge. A board that
 * does not draw its parts apart shows whole, from the table's view, in the middle.
 */
export function EdgeTable({
  model,
  ui,
  seats,
  say,
  pins,
}: {
  model: PlayModel;
  ui: GameUi;
  seats: readonly SeatInfo[];
  say: (key: string, args?: MsgArgs) => string;
  pins: readonly (string | undefined)[];
}) {
  const edges = model.edges.value;
  const far = edges.filter((e) => e.side === 'far').map((e) => e.seat);
  const edge = (side: 'near' | 'far') =>
    edges
      .filter((e) => e.side === side)
      .map((e) => (
        <Edge
          key={e.seat}
          seat={e.seat}
          side={side}
          model={model}
          ui={ui}
          seats={seats}
          say={say}
          pin={pins[e.seat]}
        />
      ));
  return (
    <div class="edges">
      {edge('far')}
      <section class="edges__table" aria-label={t('play.sharedTable')}>
        <ui.Board
          part={ui.parts ? 'table' : 'whole'}
          view={model.viewFor(null)}
          seat={null}
          actions={[]}
          prompts={model.prompts.value}
          onAction={() => undefined}
          seats={seats}
          say={say}
          far={far}
        />
      </section>
      {edge('near')}
    </div>
  );
}
