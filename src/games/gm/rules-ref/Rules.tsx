/**
 * The in-app rules reference: the season step by step in the app's own words, then the
 * twelve Team/Manager cards (budgets, win bonuses, Manager abilities and slots).
 */
import type { RulesProps } from '../../../ui/board';
import { RulesDoc } from '../../../ui/components/RulesDoc';
import { bonusText, MANAGER_TEXT, TXT } from '../board/text';
import { TEAM_CARDS } from '../content';
import { CONTENTS, INTRO, SECTIONS, TEAMS_TITLE } from './text';

export function Rules(_props: RulesProps) {
  return (
    <RulesDoc
      prefix="gm"
      intro={INTRO}
      contents={CONTENTS}
      sections={SECTIONS}
      extra={[{ id: 'teams', title: TEAMS_TITLE }]}
    >
      <section id="gm-teams" aria-labelledby="gm-teams-h">
        <h2 id="gm-teams-h">{TEAMS_TITLE}</h2>
        <dl class="rules-doc__list">
          {TEAM_CARDS.map((t) => (
            <div key={t.id}>
              <dt>
                {t.team.name} ({TXT.money(t.team.budget)}) / Manager {t.manager.name} (
                {TXT.slots(t.manager.slots)})
              </dt>
              <dd>
                {t.team.bonuses.map((b) => bonusText(b)).join('; ')}. Manager:{' '}
                {MANAGER_TEXT[t.manager.ability]}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </RulesDoc>
  );
}
