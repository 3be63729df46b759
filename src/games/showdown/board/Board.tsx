/**
 * The Showdown board, like chessground: the holder's view and legal actions in, one chosen
 * action out. The adapter (model.ts) turns the view into props; each panel draws one part
 * of the table: the line score and box score, the field, the dice, the two cards of the
 * at-bat, the window and its choices, the strategy hands and piles.
 */
import { useState } from 'preact/hooks';
import type { BoardProps } from '../../../ui/board';
import type { ShowdownAction, ShowdownView } from '../state';
import { ActionPanel, AllMoves, WindowBar, type Acts } from './Actions';
import { BoxScore } from './BoxScore';
import { Dice } from './Dice';
import { Field } from './Field';
import { MyHand, Piles, TableCards } from './Hands';
import { actionLabel } from './labels';
import { Lineup } from './Lineup';
import { Matchup } from './Matchup';
import { boardModel } from './model';
import { SdLegend } from './SdLegend';
import { Scoreboard } from './Scoreboard';
import { TXT } from './text';
import './board.css';
import { activeLanguage } from '../../../ui/language';

export function Board({
  view,
  seat,
  actions,
  prompts,
  onAction,
  seats,
  say,
  part = 'whole',
  onShowOwn,
}: BoardProps<ShowdownView, ShowdownAction>) {
  const model = boardModel(view, seat, actions, prompts, seats);
  const [picked, setPicked] = useState<number | null>(null);
  const faces = model.mine?.faces ?? [];
  const pick = picked !== null && picked < faces.length ? picked : null;
  const acts: Acts = {
    act: (a) => {
      setPicked(null);
      onAction(a);
    },
    label: (a) => actionLabel(a, seat, say, view),
    say,
  };
  const own = (
    <>
      <WindowBar model={model} acts={acts}>
        <ActionPanel model={model} acts={acts} />
      </WindowBar>
      {model.mine && (
        <MyHand
          model={model}
          mine={model.mine}
          picked={pick}
          pick={setPicked}
          acts={acts}
          onShowOwn={onShowOwn}
        />
      )}
      <AllMoves model={model} acts={acts} />
    </>
  );
  // Across the table: the holder's side (decision, hand) and the shared table drawn apart.
  if (part === 'seat') {
    return (
      <div
        class={`sd sd--${view.phase} sd--part-seat`}
        lang={activeLanguage.value}
        aria-label={TXT.board}
      >
        {own}
      </div>
    );
  }
  const table = part === 'table';
  return (
    <div class={`sd sd--${view.phase}`} lang={activeLanguage.value} aria-label={TXT.board}>
      <Scoreboard model={model} />
      <div class="sd-under-score">
        <BoxScore model={model} />
        <SdLegend />
      </div>
      <div class="sd-grid">
        <div class="sd-left">
          <Field model={model} />
          <Dice key={model.dice?.key ?? 'none'} model={model} />
          <Piles model={model} />
          <Lineup model={model} />
        </div>
        <div class="sd-right">
          <Matchup model={model} />
          {!table && (
            <WindowBar model={model} acts={acts}>
              <ActionPanel model={model} acts={acts} />
            </WindowBar>
          )}
          <div class="sd-play">
            {!table && model.mine && (
              <MyHand
                model={model}
                mine={model.mine}
                picked={pick}
                pick={setPicked}
                acts={acts}
                onShowOwn={onShowOwn}
              />
            )}
            <TableCards model={model} />
            {!table && <AllMoves model={model} acts={acts} />}
          </div>
        </div>
      </div>
    </div>
  );
}
