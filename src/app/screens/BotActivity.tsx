import { SeatChip } from '../../ui/components/SeatChip';
import type { SeatInfo } from '../../ui/board';
import type { SeatId } from '../../engine/types';
import type { PlayModel } from '../models/play-model';
import { t } from '../i18n';

/**
 * What the bots are doing: the seats thinking (several at once in simultaneous choices),
 * and, while a person waits on them, "Skip to my turn" (and "Next bot move" when stepping).
 */
export function BotActivity({
  model,
  seats,
  waiting,
}: {
  model: PlayModel;
  seats: SeatInfo[];
  /** The person holding the device has nothing to decide: the table waits on the bots. */
  waiting: boolean;
}) {
  const thinking = model.botsThinking.value;
  const stepping = model.stepWaiting.value;
  if (thinking.length === 0 && !stepping) return null;
  return (
    <span class="bot-activity" data-testid="bot-activity">
      {thinking.length > 0 && (
        <span class="bot-activity__who">
          {thinking.map((s: SeatId) => (
            <SeatChip key={s} name={seats[s]?.name ?? ''} color={seats[s]?.color ?? 1} />
          ))}
          <span class="bot-activity__label">
            {t(thinking.length === 1 ? 'play.botThinking' : 'play.botsThinking')}
            <span class="bot-activity__dots" aria-hidden="true" />
          </span>
        </span>
      )}
      {waiting && (
        <span class="bot-activity__controls">
          {stepping && (
            <button type="button" data-testid="bot-step" onClick={() => model.stepBot()}>
              {t('play.botStep')}
            </button>
          )}
          <button type="button" class="button-primary" onClick={() => model.skipToMe()}>
            {t('play.skipToMe')}
          </button>
        </span>
      )}
    </span>
  );
}

/** A bot that failed to decide: said on the table, while the game goes on. */
export function BotTroubleNote({ model, seats }: { model: PlayModel; seats: SeatInfo[] }) {
  const trouble = model.botTrouble.value;
  if (!trouble) return null;
  return (
    <p class="play__note" role="status">
      <span>{t('play.botTrouble', { seat: seats[trouble.seat]?.name ?? '' })}</span>
      <button type="button" onClick={() => model.dismissBotTrouble()}>
        {t('common.close')}
      </button>
    </p>
  );
}
