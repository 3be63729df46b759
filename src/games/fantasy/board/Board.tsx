/**
 * The Fantasy Fantasy Baseball board, like chessground: the holder's view and legal actions
 * in, one chosen action out. The adapter (model.ts) turns the view into props; each panel
 * draws one part of the table; taps go through one small context (tap.ts).
 */
import { useState } from 'preact/hooks';
import type { BoardProps } from '../../../ui/board';
import type { FantasyAction, FantasyView } from '../state';
import { CardDialog } from './CardDialog';
import { Dugout } from './Dugout';
import { FantasyLegend } from './FantasyLegend';
import { FinalPanel } from './FinalPanel';
import { FreeAgencyPanel } from './FreeAgency';
import { Headline } from './Headline';
import { Infield } from './Infield';
import { LastWeek } from './LastWeek';
import { actionLabel } from './labels';
import { MagicPanel } from './MagicPanel';
import { boardModel } from './model';
import { Rivals } from './Rivals';
import { RobotPanel } from './RobotPanel';
import { Matchups, SeriesPanel } from './SeriesPanel';
import { Standings } from './Standings';
import { StatTrack } from './StatTrack';
import { TapContext, type Tap } from './tap';
import { AllMoves, Tray } from './Tray';
import './board.css';
import { activeLanguage } from '../../../ui/language';

export function Board({
  view,
  seat,
  actions,
  onAction,
  seats,
  say,
  part = 'whole',
}: BoardProps<FantasyView, FantasyAction>) {
  const model = boardModel(view, seat, actions, seats);
  const [picked, setPicked] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const selected = picked !== null && model.byCard.has(picked) ? picked : null;
  const name = (m: number) => model.people[m]?.name ?? '';
  const tap: Tap = {
    selected,
    byCard: model.byCard,
    card: (id) => (model.byCard.has(id) ? setPicked(selected === id ? null : id) : setShown(id)),
    details: setShown,
    act: (a) => {
      setPicked(null);
      onAction(a);
    },
    label: (a) => actionLabel(a, seat, view, say),
    name,
    say,
  };
  const v = model.view;
  const table = part !== 'seat';
  const own = part !== 'table';
  return (
    <TapContext.Provider value={tap}>
      <div
        class={`ffb ffb--${model.stage}${selected ? ' ffb--selecting' : ''} ffb--part-${part}`}
        lang={activeLanguage.value}
      >
        <div class="ffb-main">
          {own && (
            <Headline model={model} aside={table && <FantasyLegend moreWins={v.opt.moreWins} />} />
          )}
          {table && !own && <FantasyLegend moreWins={v.opt.moreWins} />}
          {table && <LastWeek model={model} />}
          {table && model.stage === 'over' && <FinalPanel model={model} />}
          {table &&
            (model.stage === 'playoffs' || (model.stage === 'over' && v.po && v.po.home >= 0)) && (
              <SeriesPanel model={model} />
            )}
          {own && v.phase === 'fa' && <FreeAgencyPanel model={model} />}
          {own && v.phase === 'robot' && <RobotPanel model={model} />}
          {own && v.phase === 'magic' && <MagicPanel model={model} />}
          {table && model.columns.length > 0 && (
            <Infield view={v} columns={model.columns} bases={model.stage === 'season'} />
          )}
          {table && model.stage === 'playoffs' && <Matchups model={model} />}
          {own && model.me && model.stage !== 'over' && <Dugout model={model} me={model.me} />}
          {own && <AllMoves model={model} />}
        </div>
        {table && (
          <aside class="ffb-side">
            <Standings model={model} />
            {model.stage !== 'draft' && <StatTrack model={model} />}
            <Rivals model={model} />
          </aside>
        )}
        {own && <Tray />}
        {shown && <CardDialog id={shown} onClose={() => setShown(null)} />}
      </div>
    </TapContext.Provider>
  );
}
