import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import { NEW_TEAM, type TeamEditorProps } from '../../../ui/teams';
import { makeTeam, parseDraft } from '../custom-team';
import type { League } from '../types';
import { DeckEditor } from './Deck';
import { draftOf, teamOfDraft } from './draft';
import { LineupEditor, RotationEditor } from './Lineup';
import { createEditorModel, type EditorModel, type SaveState } from './model';
import { PlayerPicker, Roster } from './Players';
import { Summary } from './Summary';
import { BT } from './text';
import '../board/board.css';
import './builder.css';

type Tab = keyof typeof BT.tabs;

/** The save state's words, read at render so they follow the language. */
const saveLabel = (state: SaveState): string =>
  state === 'failed' ? BT.saveFailed : state === 'fresh' ? BT.notSavedYet : BT[state];

function Header({ model, listHref }: { model: EditorModel; listHref: string }) {
  const d = model.draft.value;
  const state = model.saveState.value;
  return (
    <header class="sb-head">
      <a class="sb-back" href={listHref}>
        {BT.allTeams}
      </a>
      <label class="sb-field">
        <span>{BT.name}</span>
        <input
          value={d.name}
          maxLength={40}
          data-testid="team-name"
          onInput={(e) => model.rename(e.currentTarget.value)}
        />
      </label>
      <label class="sb-field">
        <span>{BT.league}</span>
        <select value={d.league} onChange={(e) => model.setLeague(e.currentTarget.value as League)}>
          <option value="AL">{BT.leagueAL}</option>
          <option value="NL">{BT.leagueNL}</option>
        </select>
      </label>
      <span class="sb-head__save">
        <span class={`sb-status sb-status--${state}`} role="status">
          {saveLabel(state)}
        </span>
        <button
          type="button"
          class="button-primary"
          data-testid="save-team"
          disabled={state === 'saving' || !d.name.trim()}
          onClick={() => model.save()}
        >
          {BT.save}
        </button>
      </span>
    </header>
  );
}

/**
 * While the team has changes not saved, leaving asks first: a link (the app's own, or
 * "All teams") is held back unless the manager confirms, and closing or reloading the page
 * gets the browser's own question. The check runs before the app's router sees the click.
 */
function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const unload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const click = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!link || (link.getAttribute('href') ?? '').startsWith('#')) return;
      if (confirm(BT.leaveUnsaved)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
    };
    window.addEventListener('beforeunload', unload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', unload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}

/** The team builder's editor: name and rules, players, lineup and rotation, deck; a live summary. */
export function Editor({ team, onSave, listHref }: TeamEditorProps) {
  const tab = useSignal<Tab>('players');
  const model = useMemo(() => {
    const parsed = parseDraft(team.data);
    if (!parsed.ok) return null;
    // The row's id is the team's: two saved copies of one team never share an id.
    const start = draftOf({ ...parsed.team, id: team.id, name: team.name });
    return createEditorModel(
      start,
      (d) => onSave(d.name.trim(), makeTeam(teamOfDraft(d))),
      team.id === NEW_TEAM,
    );
  }, [team.id]);
  const state = model?.saveState.value;
  useLeaveGuard(state === 'unsaved' || state === 'failed');
  if (!model) return <p class="notice notice--error">{BT.unreadable}</p>;
  return (
    <div class="sb-editor" data-testid="team-editor">
      <Header model={model} listHref={listHref} />
      <div class="sb-layout">
        <Summary model={model} />
        <div class="sb-main">
          <div class="sb-tabs" role="tablist">
            {(Object.keys(BT.tabs) as Tab[]).map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                aria-selected={tab.value === k}
                class={tab.value === k ? 'sb-tab sb-tab--on' : 'sb-tab'}
                onClick={() => (tab.value = k)}
              >
                {BT.tabs[k]}
              </button>
            ))}
          </div>
          {tab.value === 'players' && (
            <div class="sb-columns">
              <PlayerPicker model={model} />
              <Roster model={model} />
            </div>
          )}
          {tab.value === 'lineup' && (
            <div class="sb-columns sb-columns--stack">
              <LineupEditor model={model} />
              <RotationEditor model={model} />
            </div>
          )}
          {tab.value === 'deck' && <DeckEditor model={model} />}
        </div>
      </div>
    </div>
  );
}
