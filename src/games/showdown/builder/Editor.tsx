import { useSignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import type { TeamEditorProps } from '../../../ui/teams';
import { makeTeam, parseDraft } from '../custom-team';
import type { League } from '../types';
import { DeckEditor } from './Deck';
import { draftOf, teamOfDraft } from './draft';
import { LineupEditor, RotationEditor } from './Lineup';
import { createEditorModel, type EditorModel } from './model';
import { PlayerPicker, Roster } from './Players';
import { Summary } from './Summary';
import { BT } from './text';
import '../board/board.css';
import './builder.css';

type Tab = keyof typeof BT.tabs;

/** The save state's words, read at render so they follow the language. */
const saveLabel = (state: 'saved' | 'unsaved' | 'saving' | 'failed'): string =>
  state === 'failed' ? BT.saveFailed : BT[state];

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
          onClick={() => void model.save()}
        >
          {BT.save}
        </button>
      </span>
    </header>
  );
}

/** The team builder's editor: name and rules, players, lineup and rotation, deck; a live summary. */
export function Editor({ team, onSave, listHref }: TeamEditorProps) {
  const tab = useSignal<Tab>('players');
  const model = useMemo(() => {
    const parsed = parseDraft(team.data);
    if (!parsed.ok) return null;
    // The row's id is the team's: two saved copies of one team never share an id.
    const start = draftOf({ ...parsed.team, id: team.id, name: team.name });
    return createEditorModel(start, (d) => onSave(d.name.trim(), makeTeam(teamOfDraft(d))));
  }, [team.id]);
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
