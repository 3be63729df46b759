/** Solo rules: the human picks the Robot's character for its next game from its open hand. */
import { CardRow } from './CardRow';
import type { BoardModel } from './model';
import { TXT } from './text';
import './panels.css';

export function RobotPanel({ model }: { model: BoardModel }) {
  const robot = model.view.mgrs.find((g) => g.kind === 'robot');
  if (!robot) return null;
  const choices = robot.hand.cards.filter((c) => model.byCard.has(c));
  const others = robot.hand.cards.filter((c) => !model.byCard.has(c));
  return (
    <section class="ffb-panel" aria-label={TXT.robotTitle}>
      <CardRow title={TXT.robotCan} ids={choices} empty={TXT.none} />
      <CardRow title={TXT.robotCannot} ids={others} />
    </section>
  );
}
