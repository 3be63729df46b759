import type { MsgArgs } from '../../engine/types';
import { logFor } from '../../engine/session';
import type { PlayModel } from '../models/play-model';
import { t } from '../i18n';

/** The play-by-play, newest first, as the seat holding the device may read it. */
export function GameLog({
  model,
  say,
  onClose,
}: {
  model: PlayModel;
  say: (key: string, args?: MsgArgs) => string;
  onClose: () => void;
}) {
  const lines = logFor(model.session.value.log, model.holder.value).slice().reverse();
  return (
    <aside class="game-log" aria-label={t('play.log')}>
      <header class="game-log__head">
        <h2>{t('play.log')}</h2>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </header>
      <ol class="game-log__lines">
        {lines.map((l, i) => (
          <li key={`${l.seq}-${i}`} class={l.to ? 'game-log__line--private' : undefined}>
            {say(l.msg, l.args)}
          </li>
        ))}
      </ol>
    </aside>
  );
}
