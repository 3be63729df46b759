/**
 * This month's Win cards (or the playoff games'), small and in base order: what a Free Agent
 * or a Robot character is weighed against, beside the decision.
 */
import type { BoardModel } from './model';
import { TXT } from './text';
import { WinCard } from './WinCard';

export function WinStrip({ model }: { model: BoardModel }) {
  const columns = model.columns;
  if (columns.length === 0) return null;
  return (
    <ol
      class="ffb-cols ffb-winstrip"
      aria-label={TXT.winCards}
      style={{ '--cols': columns.length }}
    >
      {columns.map((col) => (
        <li key={col.label} class={`ffb-winstrip__col${col.current ? ' ffb-slot--current' : ''}`}>
          <span class="ffb-slot__label">{col.label}</span>
          {col.spots.map((s) =>
            s.id ? (
              <WinCard key={s.slot} id={s.id} turned={s.turned} compact />
            ) : (
              <div key={s.slot} class="ffb-win ffb-win--empty">
                {TXT.played}
              </div>
            ),
          )}
        </li>
      ))}
    </ol>
  );
}
