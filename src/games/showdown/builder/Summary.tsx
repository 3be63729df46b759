import type { EditorModel } from './model';
import { showPoints } from './model';
import { BT } from './text';

/**
 * The running total and every broken construction rule, live: both follow the draft, so
 * every edit shows at once what it fixed or broke.
 */
export function Summary({ model }: { model: EditorModel }) {
  const problems = model.problems.value;
  const fivefold = model.fivefold.value;
  const over = fivefold > 25_000;
  const count = model.draft.value.roster.length;
  return (
    <aside class="sb-summary" aria-label={BT.problems} data-testid="team-summary">
      <div class="sb-summary__numbers">
        <p class={`sb-total${over ? ' sb-total--over' : ''}`}>
          <span class="sb-total__label">{BT.points}</span>
          <output class="sb-total__value num" data-testid="team-points">
            {BT.pointsOf(showPoints(fivefold))}
          </output>
          {over && <span class="sb-total__over">{BT.over}</span>}
        </p>
        <p class="sb-count num">{BT.players(count)}</p>
      </div>
      {problems.length > 0 && (
        <p class="sb-fill">
          <button
            type="button"
            data-testid="auto-fill"
            aria-describedby="sb-fill-help"
            onClick={() => model.autoFill()}
          >
            {BT.autoFill}
          </button>
          <span id="sb-fill-help" class="sb-fill__help">
            {BT.autoFillHelp}
          </span>
        </p>
      )}
      {problems.length === 0 ? (
        <p class="sb-ok" data-testid="team-legal">
          <span aria-hidden="true">✓ </span>
          {BT.noProblems}
        </p>
      ) : (
        <>
          <h2 class="sb-summary__h">
            {BT.problems} <span class="num">({problems.length})</span>
          </h2>
          <ul class="sb-problems" data-testid="team-problems" aria-live="polite">
            {problems.map((p, i) => (
              <li key={`${p.code}-${i}`} data-code={p.code}>
                {p.message}
              </li>
            ))}
          </ul>
          <p class="muted sb-summary__note">{BT.draftNote}</p>
        </>
      )}
    </aside>
  );
}
