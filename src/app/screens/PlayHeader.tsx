import { useSignal } from '@preact/signals';
import type { PlayModel } from '../models/play-model';
import type { TableMode } from '../models/edges';
import { t, type MessageKey } from '../i18n';

const SAVE_LABEL: Record<string, MessageKey> = {
  saved: 'play.saved',
  saving: 'play.saving',
  'not-saved': 'play.notSaved',
  full: 'play.saveFull',
  stale: 'play.stale',
};

/** The bar above the table: title, save state, undo and the game menu. */
export function PlayHeader(props: {
  title: string;
  model: PlayModel;
  onLog: () => void;
  onRules: () => void;
  onExport: () => void;
  onHome: () => void;
  /** How the people share the tablet, where they may choose (null: one way only). */
  tableMode: TableMode | null;
  onTableMode: (mode: TableMode) => void;
}) {
  const { model } = props;
  const menu = useSignal(false);
  const status = model.saveStatus.value;
  return (
    <header class="play-header">
      <h1 class="play-header__title">{props.title}</h1>
      <span
        class={`play-header__save play-header__save--${status}`}
        role="status"
        data-testid="save-status"
      >
        {t(SAVE_LABEL[status] ?? 'play.saved')}
      </span>
      <button type="button" onClick={() => props.model.undo()} disabled={!model.undoable.value}>
        {t('play.undo')}
      </button>
      <button type="button" onClick={props.onLog}>
        {t('play.log')}
      </button>
      <button
        type="button"
        aria-expanded={menu.value}
        aria-haspopup="menu"
        onClick={() => (menu.value = !menu.value)}
      >
        {t('play.menu')}
      </button>
      {menu.value && (
        <div class="play-header__menu" role="menu">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              menu.value = false;
              props.onRules();
            }}
          >
            {t('play.rules')}
          </button>
          {props.tableMode !== null && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                menu.value = false;
                props.onTableMode(props.tableMode === 'edges' ? 'pass' : 'edges');
              }}
            >
              {t(props.tableMode === 'edges' ? 'table.pass' : 'table.edges')}
            </button>
          )}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              menu.value = false;
              props.onExport();
            }}
          >
            {t('play.export')}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              menu.value = false;
              props.onHome();
            }}
          >
            {t('play.quit')}
          </button>
        </div>
      )}
    </header>
  );
}
