/**
 * The key of the GM board: every die face by its icon and name, how a die sits in a slot
 * (open, square, turned), the trophy, the All-Star star and the team logos.
 */
import { Legend, type LegendEntry } from '../../../ui/components/Legend';
import { LOGOS, POSITIONS, SKILLS, type Skill } from '../types';
import { LogoMark, SkillIcon, Star, Trophy } from './Icons';
import { LEGEND } from './legend-text';
import { Die } from './PlayerCard';
import { LOGO_WORD, POS_WORD, SKILL_WORD } from './text';

/** A die slot as the cards draw it: open (the icon), or holding a die square or turned. */
function Slot({ icon, die }: { icon: Skill; die: Skill | null }) {
  const state = die === null ? 'open' : die === icon ? 'match' : 'turned';
  return (
    <span class={`gm-slot gm-slot--${state}`}>
      {die === null ? <SkillIcon skill={icon} /> : <Die face={die} />}
    </span>
  );
}

export function GmLegend({ goal }: { goal: number }) {
  const entries: LegendEntry[] = [
    ...SKILLS.map((skill) => ({
      mark: <Die face={skill} />,
      name: LEGEND.face(SKILL_WORD[skill], LEGEND.shape[skill]),
      ...(skill === 'hit' && { meaning: LEGEND.faceMeaning }),
    })),
    { mark: <Slot icon="power" die={null} />, name: LEGEND.open, meaning: LEGEND.openMeaning },
    { mark: <Slot icon="power" die="power" />, name: LEGEND.match, meaning: LEGEND.matchMeaning },
    { mark: <Slot icon="power" die="arm" />, name: LEGEND.turned, meaning: LEGEND.turnedMeaning },
    {
      mark: <span class="gm-pip gm-pip--team">2</span>,
      name: LEGEND.teamDice,
      meaning: LEGEND.teamDiceMeaning,
    },
    {
      mark: <span class="gm-pip gm-pip--league">1</span>,
      name: LEGEND.leagueDice,
      meaning: LEGEND.leagueDiceMeaning,
    },
    {
      mark: <span class="gm-card__pos">CF</span>,
      name: LEGEND.positions,
      meaning: POSITIONS.map((p) => `${p} ${POS_WORD[p]}`).join(', '),
    },
    { mark: <Trophy />, name: LEGEND.trophy, meaning: LEGEND.trophyMeaning(goal) },
    { mark: <Star size={20} />, name: LEGEND.allStar, meaning: LEGEND.allStarMeaning },
    ...LOGOS.map((logo, i) => ({
      mark: <LogoMark logo={logo} />,
      name: `${LEGEND.logo}${LEGEND.colon} ${LOGO_WORD[logo]}`,
      ...(i === 0 && { meaning: LEGEND.logoMeaning }),
    })),
  ];
  return <Legend title={LEGEND.title} entries={entries} />;
}
