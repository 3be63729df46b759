/**
 * The rules reference in French: the same sections as text.ts, in our own words. Card,
 * ability and Event names stay as printed.
 */
import type { RefSection } from '../../../ui/components/RulesDoc';
import { counted } from '../../../engine/messages';

export const INTRO_FR =
  'Chaque manager est un sorcier à la tête d’une équipe de personnages fantastiques. Repêchez un effectif, gagnez chaque semaine des affrontements pour remporter des cartes Victoire, grimpez sur la piste de stats et atteignez la Série de championnat quatre de sept. Gagnez-y quatre matchs pour devenir le Champion suprême.';

export const SECTIONS_FR: readonly RefSection[] = [
  {
    id: 'setup',
    title: 'Mise en place',
    steps: [
      'Chaque manager reçoit une carte Équipe au hasard. Un manager tiré au sort est premier dans l’ordre de ballottage ; les autres suivent autour de la table.',
      'Les cartes Victoire sont mélangées pour former la pioche Victoire (et les cartes Événement la pioche Événement, si vous jouez avec).',
      'Les personnages sont répartis en leurs cinq niveaux. Chaque manager reçoit 3 Recrues, 1 Pro, 1 Spécialiste, 1 Étoile et 1 membre du Temple de la renommée pour le repêchage en direct.',
    ],
  },
  {
    id: 'draft',
    title: 'Repêchage en direct',
    steps: [
      'Chacun garde en secret un personnage de la main qu’il tient, puis passe le reste à gauche.',
      'On recommence jusqu’à ce que chacun ait gardé 7 personnages.',
      'Chacun défausse face cachée un de ses 7 personnages : ils forment la défausse. Les personnages non distribués forment la pioche de personnages.',
    ],
  },
  {
    id: 'month',
    title: 'Chaque mois (3 mois par saison)',
    steps: [
      'Préparation : une carte Victoire est posée face visible sur chaque base (1re, 2e, 3e, marbre). Avec les cartes Événement, un Événement est retourné et dure tout le mois.',
      'Agents libres (pas au premier mois) : on retourne autant de personnages de la pioche de personnages que de managers, plus 2. Dans l’ordre de ballottage, chaque manager peut en engager un et doit aussitôt rendre un des siens, ou utiliser un personnage Recruit à la place, ou passer. Les restants retournent dans la pioche de personnages (ou à la défausse, en option).',
      'Alignements (en secret) : placez un personnage face cachée sur chaque base, dans l’ordre des bases ; les deux restants vont face cachée sur votre banc. Les personnages du banc sont votre magie du mois.',
      'Au jeu : les quatre semaines se jouent base par base (ci-dessous).',
      'Fin du mois : le manager qui a le moins de victoires devient premier dans l’ordre de ballottage (dernier dans l’ordre du tour) ; les managers à égalité gardent leur ordre. Chacun reprend tous ses personnages.',
    ],
  },
  {
    id: 'play',
    title: 'Au jeu : chaque semaine',
    steps: [
      'Les personnages de tous pour cette base sont révélés en même temps.',
      'Dans l’ordre du tour (le plus de victoires d’abord), chaque manager peut retourner face visible une carte inutilisée de son banc pour utiliser sa magie, ou passer. Une carte du banc sert une fois par mois, sauf si elle est ranimée.',
      'Chaque personnage additionne les stats que demande la carte Victoire (après l’Événement et la magie de la semaine). Le plus haut total remporte la carte Victoire.',
      'Égalité : le Bien bat le Mal. Si l’égalité persiste, personne ne gagne ; la carte va sous la pioche Victoire.',
      'Chacun de ceux qui n’ont pas remporté la carte Victoire regarde ses bannières PISTE DE STATS : pour chaque stat de bannière que possède votre personnage, avancez votre pion sur la ligne de cette couleur du nombre indiqué.',
    ],
  },
  {
    id: 'season',
    title: 'Fin de la saison régulière',
    body: [
      'Sur chacune des cinq lignes de la piste de stats, les managers gagnent des victoires de bonus selon leur place (tableau ci-dessous). Il faut au moins 1 point sur une ligne pour gagner quoi que ce soit ; les égalités sont amicales (les deux prennent la place, et le manager suivant prend la place d’après).',
      'Les deux managers qui ont le plus de victoires (cartes Victoire plus victoires de bonus) disputent la Série de championnat. Une égalité pour une place se règle par un match de meilleur deuxième.',
    ],
  },
  {
    id: 'wildcard',
    title: 'Match de meilleur deuxième',
    points: [
      'Une carte Victoire est retournée ; chaque prétendant choisit en secret un personnage dans tout son effectif. Pas de magie.',
      'Le plus haut total passe ; les égalités se règlent comme en Série de championnat.',
      'Le personnage du vainqueur dans ce match reste au repos jusqu’au match 5 de la Série de championnat.',
    ],
  },
  {
    id: 'series',
    title: 'Série de championnat (quatre de sept)',
    points: [
      'Toutes les cartes Victoire sont mélangées ensemble et 4 sont retournées, une pour chacun des matchs 1 à 4. Pas de magie du banc ; l’Événement (s’il y en a un) s’applique tout du long.',
      'L’avantage du terrain revient au manager qui a le plus de victoires. Le manager visiteur engage ses personnages pour les matchs 1 à 4 et révèle d’abord celui du match 1 ; puis le manager local engage les siens.',
      'Chaque match : le plus haut total gagne ; en cas d’égalité le Bien bat le Mal, puis on retourne d’autres cartes Victoire pour les deux mêmes personnages jusqu’à ce que l’un soit devant (pioche épuisée : l’équipe qui a l’avantage du terrain gagne).',
      'Avant le match 5, les personnages du match 1 et du match de meilleur deuxième reviennent, et 3 autres cartes Victoire sont retournées pour les matchs 5 à 7.',
      'Le premier à gagner 4 matchs est le Champion suprême.',
    ],
  },
  {
    id: 'variants',
    title: 'Variantes',
    points: [
      'Cartes Événement : un Événement est actif chaque mois et pendant les séries.',
      'Plus de victoires (4-5 managers) : deux cartes Victoire par base, dont une à l’envers. En plaçant un personnage, vous choisissez aussi celle qu’il dispute ; son orientation est révélée avec lui.',
      'Saison complète : jouez 4 ou 5 mois.',
      'Match de meilleur deuxième au choix : les 2e et 3e équipes en jouent toujours un.',
      'Sans les extraterrestres : jouez sans les deux personnages Abduct.',
    ],
  },
  {
    id: 'solo',
    title: 'Solo',
    points: [
      'Vous jouez contre le Robot (15 personnages, 3 de chaque niveau) et le Paquet.',
      'Chaque semaine, vous choisissez le personnage du Robot parmi ceux qui partagent une stat avec la carte Victoire de la semaine (au hasard si aucun, ou toujours au hasard en option). Les personnages du Robot ne resservent pas pendant la saison régulière.',
      'Le Paquet retourne chaque semaine 3 personnages de la pioche de personnages et joue le meilleur total.',
      'Le Robot et le Paquet n’utilisent pas de magie et sautent les agents libres. S’ils finissent premier et deuxième, vous êtes exclu de la Série de championnat.',
    ],
  },
];

export const TRACKS_NOTE_FR =
  'Chaque ligne de la piste de stats est alimentée par une stat de frappe et une stat de lancer, pour que frappeurs et lanceurs puissent grimper sur toutes les lignes :';

export const CHART_TITLE_FR = 'Victoires de bonus selon la place sur chaque ligne';
export const CHART_MANAGERS_FR = (n: number) => counted('fr', n, 'manager', 'managers');
export const PLACES_FR = ['1er', '2e', '3e', '4e', '5e'] as const;
export const ABILITIES_TITLE_FR = 'Les 21 pouvoirs magiques';
export const EVENTS_TITLE_FR = 'Cartes Événement';
export const CONTENTS_FR = 'Sommaire';
