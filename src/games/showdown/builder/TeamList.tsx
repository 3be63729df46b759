import type { TeamListProps } from '../../../ui/teams';
import { TEAMS } from '../content';
import { copyData, problemsOf } from './teams';
import { BT } from './text';
import './builder.css';

/** The saved teams (ready to play, or drafts with their problem count) and ways to start one. */
export function TeamList({ teams, onCreate, onDelete, editHref, newHref }: TeamListProps) {
  return (
    <div class="sb-list" data-testid="team-list">
      <h1>{BT.teams}</h1>
      <p class="muted">{BT.teamsIntro}</p>
      {teams.length === 0 ? (
        <p class="muted">{BT.none}</p>
      ) : (
        <ul class="sb-saved">
          {teams.map((t) => {
            const n = problemsOf(t);
            return (
              <li key={t.id} class="sb-saved__row" data-team={t.id}>
                <span class="sb-saved__name">{t.name}</span>
                <span class={n === 0 ? 'sb-badge sb-badge--ok' : 'sb-badge sb-badge--draft'}>
                  {n === null ? BT.unreadable : n === 0 ? `✓ ${BT.legal}` : BT.draft(n)}
                </span>
                <a class="sb-saved__edit" href={editHref(t.id)}>
                  {BT.edit}
                </a>
                <button
                  type="button"
                  aria-label={BT.removeTeam(t.name)}
                  onClick={() => {
                    if (confirm(BT.confirmRemove(t.name))) onDelete(t.id);
                  }}
                >
                  {BT.remove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <section class="sb-start" aria-label={BT.newTeam}>
        {/* Opens an empty team in the editor; nothing is stored until it is saved. */}
        <a class="sb-new" href={newHref} data-testid="new-team">
          {BT.newTeam}
        </a>
        <h2 class="sb-start__h">{BT.copyOf}</h2>
        <div class="sb-start__copies">
          {TEAMS.map((t) => (
            <button
              key={t.id}
              type="button"
              data-testid={`copy-${t.id}`}
              onClick={() => {
                const c = copyData(t.id);
                if (c) onCreate(c.name, c.data);
              }}
            >
              {BT.copy(t.name)}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
