/**
 * The French message catalog of You're the GM!: the same keys and placeholders as
 * messages.ts (a test checks both). Loaded lazily through the module's `translations.fr`.
 * Player, club and manager names stay as printed; money is written as in Quebec, 3 M$.
 */
import { SKILL_NAMES_FR } from './content/skills.fr';
import { SKILLS } from './types';

/** The words the rules put into other messages (messages.ts's WORDS), in French. */
const WORDS_FR: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SKILLS.map((s) => [`gm.w.skill.${s}`, SKILL_NAMES_FR[s]])),
  'gm.w.yourManager': 'votre gérant',
  'gm.w.none': 'aucun',
  'gm.w.playerN': 'joueur {n}',
};

export const MESSAGES_FR: Readonly<Record<string, string>> = {
  ...WORDS_FR,
  // Prompts.
  'gm.prompt.choose':
    'Choisissez laquelle de vos deux cartes est votre équipe ; l’autre est votre gérant.',
  'gm.prompt.draft':
    'Agents libres : engagez un joueur de cette main, ou refusez-en un ; puis la main passe.',
  'gm.prompt.team':
    'Dés d’équipe : placez chaque dé sur une case libre d’un joueur ou de votre gérant.',
  'gm.prompt.league': 'Repêchage des dés de ligue : prenez un dé dans le Stade.',
  'gm.prompt.final':
    'Avant le décompte : déplacez des dés de votre gérant vers vos joueurs, ou déclarez-vous prêt.',
  'gm.prompt.arb':
    'Arbitrage : gardez chaque joueur pour 1 M$ de plus, ou libérez-le et récupérez son salaire.',
  // Log.
  'gm.log.setup':
    '{seats} directeurs généraux ; {goal, plural, one {# trophée fait} other {# trophées font}} une dynastie.',
  'gm.log.choose': '{seat} dirige les {team} (budget {budget} M$) avec le gérant {manager}.',
  'gm.log.season': 'La saison {season} commence : chacun pioche cinq agents libres.',
  'gm.log.reshuffle':
    'La pioche de joueurs est épuisée : la défausse est mélangée pour former une nouvelle pioche.',
  'gm.log.chose': '{seat} a fait son choix.',
  'gm.log.sign': '{seat} engage {card} pour {cost} M$.',
  'gm.log.signProspect': '{seat} engage l’espoir {card} dans les ligues mineures.',
  'gm.log.decline': '{seat} refuse un joueur.',
  'gm.log.pass': 'Les mains passent dans le sens horaire.',
  'gm.log.teamRoll': '{seat} lance ses dés d’équipe : {dice}.',
  'gm.log.extras':
    'Les cases de {seat} sont pleines : {n, plural, one {# dé est défaussé} other {# dés sont défaussés}}.',
  'gm.log.place': '{seat} place le dé {face} sur {card}.',
  'gm.log.hold': '{seat} garde le dé {face} sur son gérant.',
  'gm.log.leagueRoll': '{seat} a mis le plus de dés dans le Stade et lance les {n} : {dice}.',
  'gm.log.draft': '{seat} prend le dé {face} pour {card}.',
  'gm.log.burn': '{seat} n’a aucune case libre et défausse le dé {face}.',
  'gm.log.move': '{seat} déplace le dé {face} du gérant vers {card}.',
  'gm.log.ready': '{seat} est prêt pour le décompte.',
  'gm.log.line.max':
    '{seat} : {card} ({pos}) au maximum : {wins, plural, one {# victoire} other {# victoires}}{extra, plural, =0 {} other {, dont # grâce à son pouvoir}}.',
  'gm.log.line.base':
    '{seat} : {card} ({pos}) en victoires de base : {wins, plural, one {# victoire} other {# victoires}}{extra, plural, =0 {} other {, dont # grâce à son pouvoir}}.',
  'gm.log.line.empty': '{seat} : {card} ({pos}) a des cases de dé libres : aucune victoire.',
  'gm.log.line.bench': '{seat} : {card} ne compte pas : un autre {pos} compte à sa place.',
  'gm.log.line.bonus':
    '{seat} : bonus de victoires {n} des {team} : {wins, plural, one {# victoire} other {# victoires}}.',
  'gm.log.line.manager':
    '{seat} : gérant {name} : {wins, plural, one {# victoire} other {# victoires}}.',
  'gm.log.wins': '{seat} : {wins, plural, one {# victoire} other {# victoires}} en tout.',
  'gm.log.champion':
    '{seat} remporte la saison {season} ({trophies, plural, one {# trophée} other {# trophées}}).',
  'gm.log.noChampion':
    'La saison {season} finit à égalité parfaite de victoires et d’argent : pas de trophée.',
  'gm.log.dynasty':
    '{seat} bâtit une dynastie avec {trophies, plural, one {# trophée} other {# trophées}} !',
  'gm.log.keep': '{seat} garde {card} ({paid} M$ sur la carte).',
  'gm.log.cut': '{seat} libère {card} et récupère {paid} M$.',
  'gm.log.promote':
    '{seat} fait monter {n, plural, one {# espoir} other {# espoirs}} dans l’effectif actif.',
  // Actions.
  'gm.act.choose': 'Jouer les {team} comme équipe, avec {manager} comme gérant',
  'gm.act.sign': 'Engager {card}',
  'gm.act.decline': 'Refuser {card}',
  'gm.act.place': 'Placer le dé {face} sur {where}',
  'gm.act.draft': 'Prendre le dé {face} pour {where}',
  'gm.act.burn': 'Prendre le dé {face} et le défausser',
  'gm.act.move': 'Déplacer le dé {face} vers {where}',
  'gm.act.ready': 'Prêt pour le décompte',
  'gm.act.keep': 'Garder {card} (1 M$ de plus)',
  'gm.act.cut': 'Libérer {card} et récupérer son salaire',
  // Score breakdown.
  'gm.bd.max':
    '{card} ({pos}) : maximum de victoires{extra, plural, =0 {} other { (+# grâce à son pouvoir)}}',
  'gm.bd.base':
    '{card} ({pos}) : victoires de base{extra, plural, =0 {} other { (+# grâce à son pouvoir)}}',
  'gm.bd.empty': '{card} ({pos}) : cases de dé libres, aucune victoire',
  'gm.bd.bench': '{card} ({pos}) : un autre {pos} compte',
  'gm.bd.bonus': 'Bonus de victoires {n} des {team}',
  'gm.bd.manager': 'Gérant {name}',
  'gm.end': 'Une dynastie est bâtie.',
  // The new-game form and the credit line (the module's meta; English is the meta's own).
  'gm.credit.rulebook': 'la règle de You’re the GM!',
  'gm.credit.designers':
    'Scott Courlander (conception) ; David Class et Eric Class (développement)',
  'gm.bd.season': 'Saison {season} : {wins, plural, one {# victoire} other {# victoires}}',
};
