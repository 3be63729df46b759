/** The abilities' texts in French (their names stay as printed on the cards). */
import type { Ability } from '../types';

export const ABILITY_TEXT_FR: Readonly<Record<Ability, string>> = {
  abduct:
    'Échangez deux cartes Victoire pas encore jouées ce mois-ci (celle de cette semaine compte). Il en faut deux.',
  axe: 'Deux adversaires différents reculent chacun de 1 sur une ligne de la piste de stats de votre choix (un seul adversaire à deux managers).',
  berzerk:
    'Choisissez une des stats de cette carte : elle s’ajoute à votre personnage cette semaine et chaque semaine suivante du mois.',
  blessing:
    'Utilisez le pouvoir d’une carte de banc face visible (déjà utilisée) d’un adversaire comme s’il était imprimé sur cette carte.',
  bruteForce:
    'Avancez de 1 sur une ligne de la piste de stats où vous avez déjà au moins un point.',
  dig: 'Fouillez la défausse et échangez un des personnages de votre alignement du mois contre une carte qui s’y trouve ; gardez-la.',
  flames: 'Ramenez à zéro une stat du personnage d’un adversaire cette semaine.',
  focus: 'Les adversaires n’avancent pas sur la piste de stats cette semaine.',
  helper:
    'Votre personnage de la semaine utilise son propre pouvoir (sauf Summon, Teleport ou Helper).',
  hibernate: 'Personne après vous dans l’ordre du tour ne peut utiliser de magie cette semaine.',
  justice: 'Les personnages maléfiques ne peuvent pas gagner cette semaine.',
  meow: 'Renvoyez le personnage maléfique d’un adversaire de cette semaine sur le banc de son propriétaire : il ne marque rien cette semaine.',
  morph:
    'Échangez votre personnage actif ou un personnage du banc contre la carte du dessus de la pioche de personnages ; gardez-la.',
  pileOn: 'Si votre personnage de la semaine est maléfique, +1 à chacune de ses stats.',
  powerJuice: '+1 à chaque stat de votre personnage cette semaine.',
  recruit:
    'Piochez 3 cartes de la pioche de personnages, gardez-en 1 et placez les autres dessous ; puis renoncez à une carte du banc. Utilisable aussi comme coup d’agents libres.',
  revive:
    'Retournez face cachée une de vos cartes de banc utilisées : sa magie sera disponible dès la semaine prochaine.',
  shapeshift:
    'Échangez le personnage de la semaine contre n’importe lequel de vos autres personnages, sur le banc ou dans l’alignement.',
  summon: 'Ajoutez toutes les stats de cette carte à votre personnage de la semaine.',
  teleport:
    'Cette carte devient le personnage de la semaine ; celui qu’elle remplace va sur votre banc, face cachée.',
  translucent:
    'Réorganisez l’ordre de ballottage à votre guise ; il prend effet dès la semaine prochaine.',
};
