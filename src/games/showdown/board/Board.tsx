/**
 * The Showdown board, like chessground: the holder's view and legal actions in, one chosen
 * action out. The adapter (model.ts) turns the view into props; each panel draws one part
 * of the table: the line score and box score, the field, the dice, the two cards of the
 * at-bat, the window, the decision and the strategy hand. Drawn whole (one screen, the
 * table beside or above the holder's side) or in parts for the edges: the table in the
 * middle with each manager's dugout in front of him (the far one turned), each manager's
 * decision and hand at his edge, or his hand face down in a closed edge.
 */
import type { SeatId } from '../../../engine/types';
import type { BoardProps } from '../../../ui/board';
import { activeLanguage } from '../../../ui/language';
import type { ShowdownAction, ShowdownView } from '../state';
import { ActionPanel, WindowBar, type Acts } from './Actions';
import { BoxScore } from './BoxScore';
import { Dice } from './Dice';
import { Dugout } from './Dugout';
import { Field } from './Field';
import { Piles, TableCards } from './Hands';
import { actionLabel } from './labels';
import { Lineup } from './Lineup';
import { Matchup } from './Matchup';
import { boardModel, type BoardModel } from './model';
import { SdLegend } from './SdLegend';
import { Scoreboard } from './Scoreboard';
import { Backs, Hand } from './Strat';
import { TXT } from './text';
import './board.css';
import './layout.css';
import './strat.css';

/** The field with the last (or current) roll beside it. */
function FieldAndDice({ model }: { model: BoardModel }) {
  return (
    <div class="sd-fd">
      <Field model={model} />
      <Dice key={model.dice?.key ?? 'none'} model={model} />
    </div>
  );
}

/** The shared table at the edges: a dugout at each end (the far one turned), the game between. */
function TablePart({ model, far }: { model: BoardModel; far: readonly SeatId[] }) {
  const farSeat = [0, 1].find((s) => far.includes(s));
  const nearSeat = [0, 1].find((s) => !far.includes(s));
  return (
    <>
      {farSeat !== undefined && <Dugout model={model} seat={farSeat} turned />}
      <div class="sd-mid">
        <div class="sd-mid__game">
          <WindowBar model={model} />
          <Scoreboard model={model} />
          <FieldAndDice model={model} />
        </div>
        <div class="sd-mid__cards">
          <Matchup model={model} far={far} />
          <TableCards model={model} />
          <div class="sd-under-score">
            <BoxScore model={model} />
            <SdLegend />
          </div>
        </div>
      </div>
      {nearSeat !== undefined && <Dugout model={model} seat={nearSeat} turned={false} />}
    </>
  );
}

export function Board({
  view,
  seat,
  actions,
  prompts,
  onAction,
  seats,
  say,
  part = 'whole',
  far = [],
  onShowOwn,
}: BoardProps<ShowdownView, ShowdownAction>) {
  const model = boardModel(view, seat, actions, prompts, seats);
  const acts: Acts = {
    act: (a) => onAction(a),
    label: (a) => actionLabel(a, seat, say, view),
    say,
  };
  const lang = activeLanguage.value;
  const root = (cls: string) => `sd sd--${view.phase} sd--part-${cls}`;
  if (part === 'backs') {
    return (
      <div class={root('backs')} lang={lang}>
        <Backs hands={seat === null ? null : (model.hands?.[seat] ?? null)} />
      </div>
    );
  }
  // The holder's side: the decision, then his hand (nearest his edge).
  const own = (
    <>
      <ActionPanel model={model} acts={acts} />
      {model.mine && <Hand model={model} mine={model.mine} acts={acts} onShowOwn={onShowOwn} />}
    </>
  );
  if (part === 'seat') {
    return (
      <div class={root('seat')} lang={lang} aria-label={TXT.yourMove}>
        {own}
      </div>
    );
  }
  if (part === 'table') {
    return (
      <div class={root('table')} lang={lang} aria-label={TXT.board}>
        <TablePart model={model} far={far} />
      </div>
    );
  }
  return (
    <div class={root('whole')} lang={lang} aria-label={TXT.board}>
      <div class="sd-main">
        <Scoreboard model={model} />
        <FieldAndDice model={model} />
        <Matchup model={model} />
        <TableCards model={model} />
        <div class="sd-info">
          <Lineup model={model} />
          <Piles model={model} />
        </div>
        <div class="sd-under-score">
          <BoxScore model={model} />
          <SdLegend />
        </div>
      </div>
      <div class="sd-side">
        <WindowBar model={model} />
        {own}
      </div>
    </div>
  );
}
