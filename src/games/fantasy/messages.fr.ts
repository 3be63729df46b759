/**
 * The French message catalog of Fantasy Fantasy Baseball: the same keys and placeholders as
 * messages.ts (a test checks both). Loaded lazily through the module's `translations.fr`.
 * Card and ability names stay as printed; the ability texts are translated.
 */
import { ABILITIES } from './types';
import { ABILITY_TEXT } from './content/abilities';
import { ABILITY_TEXT_FR } from './content/abilities.fr';

const abilityPrompts = Object.fromEntries(
  ABILITIES.map((a) => [
    `fantasy.prompt.ab.${a}`,
    `${ABILITY_TEXT[a].name}\u202f: ${ABILITY_TEXT_FR[a]}`,
  ]),
);

export const MESSAGES_FR: Readonly<Record<string, string>> = {
  // The colours agree with « ligne » (the Stat Track's lines).
  'fantasy.w.track.red': 'rouge',
  'fantasy.w.track.blue': 'bleue',
  'fantasy.w.track.green': 'verte',
  'fantasy.w.track.yellow': 'jaune',
  'fantasy.w.track.purple': 'violette',
  'fantasy.w.trackMove': '{track} +{n}',
  'fantasy.w.trackWins': '{track} {n}',
  'fantasy.w.none': 'aucune',
  'fantasy.w.robot': 'le Robot',
  'fantasy.w.deck': 'le Paquet',
  'fantasy.w.where.slot': 'actif',
  'fantasy.w.where.bench': 'sur le banc',
  'fantasy.w.where.used': 'déjà joué',
  'fantasy.w.charDeck': 'la pioche de personnages',
  'fantasy.w.discardPile': 'la défausse',
  ...abilityPrompts,
  // Prompts.
  'fantasy.prompt.draft':
    'Repêchage en direct : gardez un personnage de cette main ; les autres passent à gauche.',
  'fantasy.prompt.discard': 'Défaussez face cachée un de vos 7 personnages.',
  'fantasy.prompt.fa.choose':
    'Agents libres : prenez un agent libre, utilisez un Recruit, ou passez.',
  'fantasy.prompt.fa.keep': 'Recruit : gardez un des personnages piochés.',
  'fantasy.prompt.fa.release': 'Rendez un personnage de votre effectif aux agents libres.',
  'fantasy.prompt.set':
    'Formez votre alignement : placez un personnage face cachée sur la base suivante.',
  'fantasy.prompt.robot':
    'Choisissez le personnage du Robot pour son prochain match (il doit partager une stat avec la carte Victoire).',
  'fantasy.prompt.magic':
    'Semaine {base} : retournez une carte de banc inutilisée pour utiliser sa magie, ou passez.',
  'fantasy.prompt.wc': 'Match de meilleur deuxième : choisissez votre personnage.',
  'fantasy.prompt.csAway':
    'Série de championnat (visiteurs) : placez vos personnages pour les prochains matchs.',
  'fantasy.prompt.csHome':
    'Série de championnat (avantage du terrain) : vous avez vu le premier personnage des visiteurs ; placez les vôtres.',
  // Setup and draft.
  'fantasy.log.team': '{seat} dirige les {team}.',
  'fantasy.log.first': '{seat} est premier dans l’ordre de ballottage.',
  'fantasy.log.pick': '{seat} garde un personnage.',
  'fantasy.log.passHands': 'Les mains du repêchage passent à gauche.',
  'fantasy.log.draftDone': 'Le repêchage en direct est terminé : chacun défausse un personnage.',
  'fantasy.log.discard': '{seat} défausse un personnage face cachée.',
  // Month.
  'fantasy.log.month': 'Le mois {month} commence.',
  'fantasy.log.winCard': 'Base {base} : {card}.',
  'fantasy.log.event': 'Événement du mois : {card}.',
  'fantasy.log.faPool': 'Agents libres : {cards}.',
  'fantasy.log.sign': '{seat} engage {card}.',
  'fantasy.log.recruitFa': '{seat} utilise {card} pour recruter pendant les agents libres.',
  'fantasy.log.keep': '{seat} garde un des personnages recrutés.',
  'fantasy.log.release': '{seat} met {card} parmi les agents libres.',
  'fantasy.log.faPass': '{seat} ne prend aucun agent libre.',
  'fantasy.log.faDone':
    'Fin des agents libres : {n, plural, one {le # restant va} other {les # restants vont}} vers {to}.',
  'fantasy.log.setRosters': 'Les managers forment leur alignement.',
  'fantasy.log.rosterSet': 'L’alignement de {seat} est prêt.',
  'fantasy.log.robotPick': 'Le Robot joue {card} au match {n}.',
  'fantasy.log.robotRefill': 'Les personnages joués par le Robot reviennent dans sa main.',
  'fantasy.log.deckFlip': '{seat} retourne {cards} et joue {card}.',
  'fantasy.log.reveal': 'Semaine {base} : {seat} révèle {card}.',
  'fantasy.log.magic': '{seat} retourne {card} : {ability}.',
  'fantasy.log.magicPass': '{seat} n’utilise pas de magie.',
  'fantasy.log.fizzle': '{ability} de {seat} n’a aucun effet.',
  'fantasy.log.battleWon': '{seat} gagne {card} ({totals}).',
  'fantasy.log.noWinner':
    'Personne ne gagne {card} à la base {base} ({totals}) ; elle retourne sous la pioche Victoire.',
  'fantasy.log.track': '{seat} avance sur la piste de stats : {moves}.',
  'fantasy.log.waiver': '{seat} est numéro {pos} dans l’ordre de ballottage.',
  // Abilities.
  'fantasy.log.ab.abduct': '{seat} échange les cartes Victoire des bases {a} et {b}.',
  'fantasy.log.ab.axe': '{seat} fait reculer {seatTarget} de 1 sur la ligne {track}.',
  'fantasy.log.ab.berzerk':
    '{seat} ajoute {stat} {n} aux personnages des semaines restantes du mois.',
  'fantasy.log.ab.blessing': '{seat} emprunte la magie de {card}.',
  'fantasy.log.ab.bruteForce': '{seat} avance de 1 sur la ligne {track}.',
  'fantasy.log.ab.dig': '{seat} fouille la défausse pour le personnage de la base {base}.',
  'fantasy.log.ab.digPrivate': 'Vous prenez {card} dans la défausse et y laissez {old}.',
  'fantasy.log.ab.flames': '{seat} ramène à zéro la stat {stat} de {seatTarget}.',
  'fantasy.log.ab.focus':
    'Les adversaires de {seat} ne peuvent pas avancer sur la piste de stats cette semaine.',
  'fantasy.log.ab.helper': 'Le personnage de {seat} utilise sa propre magie.',
  'fantasy.log.ab.hibernate': 'Personne après {seat} ne peut utiliser de magie cette semaine.',
  'fantasy.log.ab.justice': 'Les personnages maléfiques ne peuvent pas gagner cette semaine.',
  'fantasy.log.ab.meow': '{seat} renvoie {card} de {seatTarget} sur le banc.',
  'fantasy.log.ab.morph':
    '{seat} échange un personnage ({where}) contre le dessus de la pioche de personnages.',
  'fantasy.log.ab.morphPrivate': 'Vous recevez {card} en échange de {old}.',
  'fantasy.log.ab.pileOn': 'Le personnage maléfique de {seat} gagne +1 à chaque stat.',
  'fantasy.log.ab.powerJuice': 'Le personnage de {seat} gagne +1 à chaque stat.',
  'fantasy.log.ab.recruitDraw': '{seat} pioche 3 personnages pour recruter.',
  'fantasy.log.ab.recruit': '{seat} garde une recrue et défausse une carte du banc.',
  'fantasy.log.ab.revive': '{seat} ranime {card}.',
  'fantasy.log.ab.shapeshift': 'Le personnage de {seat} se transforme en {card}.',
  'fantasy.log.ab.summon': '{seat} invoque les stats de la carte sur son personnage.',
  'fantasy.log.ab.teleport': '{card} se téléporte comme personnage de {seat}.',
  // End of season and playoffs.
  'fantasy.log.seasonTotal':
    '{seat} : {weekly, plural, one {# victoire} other {# victoires}} + {bonus} de bonus de la piste de stats = {total}.',
  'fantasy.log.playoffEvent': 'Événement des séries : {card}.',
  'fantasy.log.soloEliminated':
    'Le Robot et le Paquet prennent les places de la Série de championnat : vous êtes éliminé.',
  'fantasy.log.wcGame': 'Match de meilleur deuxième : {seat} contre {seatOther} pour {card}.',
  'fantasy.log.wcWon': '{seat} gagne le match de meilleur deuxième contre {seatLoser}.',
  'fantasy.log.csStart': 'Série de championnat : {seat} (avantage du terrain) contre {seatAway}.',
  'fantasy.log.csReveal': '{seat} joue {card}.',
  'fantasy.log.duel': '{seat} {a}, {seatOther} {b}.',
  'fantasy.log.tieFlip': 'Toujours égalité : on retourne {card} ({a} à {b}).',
  'fantasy.log.homeField':
    'La pioche Victoire est épuisée : {seat}, qui a l’avantage du terrain, gagne le match.',
  'fantasy.log.csGame': '{seat} gagne le match {game} ; la série en est à {home}-{away}.',
  'fantasy.log.csSecondSet':
    'Match 5 : les personnages du match 1 et du match de meilleur deuxième reviennent en main.',
  'fantasy.log.champion': '{seat} bat {seatLoser} et devient le Champion suprême !',
  // Actions.
  'fantasy.act.pick': 'Garder {card}',
  'fantasy.act.discard': 'Défausser {card}',
  'fantasy.act.sign': 'Engager {card}',
  'fantasy.act.recruit': 'Recruter avec {card}',
  'fantasy.act.keep': 'Garder {card}',
  'fantasy.act.release': 'Rendre {card}',
  'fantasy.act.pass': 'Passer',
  'fantasy.act.place': 'Jouer {card}',
  'fantasy.act.placeTurned': 'Jouer {card} pour la carte Victoire à l’envers',
  'fantasy.act.robot': 'Le Robot joue {card}',
  'fantasy.act.magic': 'Utiliser {card} ({ability})',
  'fantasy.act.card': 'Choisir {card}',
  'fantasy.act.win': 'Choisir la carte Victoire de l’emplacement {i}',
  'fantasy.act.slot': 'Choisir votre personnage de la base {i}',
  'fantasy.act.track': '{seatTarget} : ligne {track}',
  'fantasy.act.stat': '{seatTarget} : {stat}',
  'fantasy.act.mgr': '{seatTarget}',
  // Outcome.
  'fantasy.bd.weekly': 'Victoires hebdomadaires',
  'fantasy.bd.bonus': 'Victoires de bonus de la piste de stats ({tracks})',
  'fantasy.bd.champion': 'Champion suprême : Série de championnat gagnée {won}-{lost}',
  'fantasy.bd.runnerUp': 'Série de championnat perdue {won}-{lost}',
  'fantasy.bd.out': 'Absent de la Série de championnat',
  'fantasy.end': 'La Série de championnat est jouée.',
  'fantasy.progress.draft': 'Repêchage des effectifs',
  'fantasy.progress.week': 'Mois {month}, semaine {week}',
  'fantasy.progress.playoffs': 'Les séries éliminatoires',
  'fantasy.chapter.month': 'Mois {month}',
  'fantasy.endSolo': 'Le Robot et le Paquet ont atteint la Série de championnat.',
  // The new-game form and the credit line (the module's meta; English is the meta's own).
  'fantasy.credit.rulebook': 'la règle de Fantasy Fantasy Baseball',
  'fantasy.credit.designers': 'Daryl M. Andrews et J.R. Honeycutt',
  'fantasy.option.events': 'Cartes Événement',
  'fantasy.option.events.help': 'Une carte Événement est active chaque mois et pendant les séries.',
  'fantasy.option.moreWins': 'Plus de victoires',
  'fantasy.option.moreWins.help':
    'Deux cartes Victoire par semaine ; chaque personnage dispute celle vers laquelle il est tourné.',
  'fantasy.option.months': 'Durée de la saison',
  'fantasy.option.months.help': 'Saison complète : jouez 4 ou 5 mois.',
  'fantasy.option.months.=3': '3 mois',
  'fantasy.option.months.=4': '4 mois',
  'fantasy.option.months.=5': '5 mois',
  'fantasy.option.wildCardChoice': 'Match de meilleur deuxième',
  'fantasy.option.wildCardChoice.help':
    'Les 2e et 3e équipes jouent toujours un match de meilleur deuxième.',
  'fantasy.option.noAliens': 'Sans les Extraterrestres',
  'fantasy.option.noAliens.help': 'Jouer sans les deux Extraterrestres et leur Abduct chaotique.',
  'fantasy.option.faLeftovers': 'Agents libres restants',
  'fantasy.option.faLeftovers.help':
    'Où vont les agents libres que personne n’a pris (la règle dit les deux).',
  'fantasy.option.faLeftovers.=deck': 'Mélangés dans la pioche de personnages',
  'fantasy.option.faLeftovers.=discard': 'Sur la défausse',
  'fantasy.option.robotPicks': 'Alignement du Robot',
  'fantasy.option.robotPicks.help':
    'Solo : qui choisit les personnages du Robot parmi ceux qui partagent une stat avec la carte Victoire.',
  'fantasy.option.robotPicks.=human': 'Vous les choisissez',
  'fantasy.option.robotPicks.=auto': 'Au hasard',
  'fantasy.bd.unplayed': 'En Série de championnat (pas jouée : vous êtes éliminé)',
  'fantasy.rival.robot': 'Le Robot',
  'fantasy.rival.deck': 'Le Paquet',
};
