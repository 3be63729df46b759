/**
 * The in-app rules reference: the season step by step in the app's own words, then the
 * twelve Team/Manager cards (budgets, win bonuses, Manager abilities and slots).
 */
import type { RulesProps } from '../../../ui/board';
import { RulesDoc } from '../../../ui/components/RulesDoc';
import { bonusText, MANAGER_TEXT, TXT } from '../board/text';
import { TEAM_CARDS } from '../content';
import { REF } from './text';

export function Rules(_props: RulesProps) {
  return (
    <RulesDoc
      prefix="gm"
      intro={REF.INTRO}
      contents={REF.CONTENTS}
      sections={REF.SECTIONS}
      extra={[{ id: 'teams', title: REF.TEAMS_TITLE }]}
    >
      <section id="gm-teams" aria-labelledby="gm-teams-h">
        <h2 id="gm-teams-h">{REF.TEAMS_TITLE}</h2>
        <dl class="rules-doc__list">
          {TEAM_CARDS.map((t) => (
            <div key={t.id}>
              <dt>
                {REF.TEAM_LINE(
                  t.team.name,
                  TXT.money(t.team.budget),
                  t.manager.name,
                  TXT.slots(t.manager.slots),
                )}
              </dt>
              <dd>
                {REF.TEAM_TEXT(
                  t.team.bonuses.map((b) => bonusText(b)),
                  MANAGER_TEXT[t.manager.ability],
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </RulesDoc>
  );
}
