/**
 * The rules reference in French: the same sections as text.ts, in our own words. Player,
 * club and manager names and the clubs' logos stay as printed.
 */
import type { RefSection } from '../../../ui/components/RulesDoc';

export const INTRO_FR =
  'Vous êtes le nouveau directeur général d’un club des ligues majeures à qui il manque cinq bons joueurs pour jouer les premiers rôles. Engagez des joueurs sans dépasser votre budget, remplissez leurs cases de dés de talent, et gagnez le plus de matchs de la saison pour remporter son trophée. Gagnez assez de trophées et vous aurez bâti une dynastie : c’est la victoire.';

export const CONTENTS_FR = 'Sommaire';

export const SECTIONS_FR: readonly RefSection[] = [
  {
    id: 'setup',
    title: 'Mise en place',
    steps: [
      'Chaque directeur général (DG) reçoit deux cartes Équipe/Gérant. Chaque carte a une équipe d’un côté et un gérant de l’autre.',
      'Choisissez laquelle des deux vous jouez côté équipe ; l’autre est votre gérant. Le choix est public, et tout le monde le fait en même temps.',
      'Le budget de votre équipe est votre argent pour toute la partie (en M$). Les cartes de joueurs sont mélangées pour former la pioche de joueurs.',
    ],
  },
  {
    id: 'winning',
    title: 'Gagner la partie',
    body: [
      'Chaque saison se termine par un trophée de champion pour l’équipe qui a le plus de victoires. À 2 ou 3 DG, le premier à 3 trophées bâtit une dynastie et gagne ; de 4 à 6 DG, 2 trophées suffisent. La partie s’arrête aussitôt, sans arbitrage.',
    ],
  },
  {
    id: 'draft',
    title: '1. Repêchage des agents libres',
    steps: [
      'Chacun pioche cinq cartes de joueurs.',
      'Tout le monde à la fois, en secret : engagez un joueur de votre main, ou refusez-en (défaussez-en) un. Un joueur engagé rejoint le bout droit de votre effectif actif, et vous posez son salaire, pris sur votre argent libre, sur sa carte. Un espoir ne coûte rien et va plutôt dans vos ligues mineures.',
      'Quand tout le monde a choisi, les choix sont révélés ensemble et les mains passent dans le sens horaire (à la place suivante). On recommence jusqu’à ce que les mains soient vides.',
    ],
    points: [
      'Votre effectif actif compte au plus cinq joueurs. À cinq, vous pouvez encore engager un espoir, ou refuser.',
      'Vous ne pouvez pas engager un joueur dont le salaire dépasse votre argent non engagé (libre).',
      'L’appli fait passer la tablette entre les DG humains à chaque choix secret ; personne ne voit la main d’un autre.',
    ],
  },
  {
    id: 'team',
    title: '2. Dés d’équipe',
    steps: [
      'Chacun lance un dé par icône bleue de dé d’équipe de son effectif actif (et pour chaque pouvoir qui en ajoute un).',
      'Placez chaque dé sur une case de dé libre d’un de vos joueurs, ou gardez-le sur une case libre de votre gérant.',
      'Un dé dont la face correspond à une case libre de la carte se pose sur cette case, bien droit. Un dé qui ne correspond à aucune case libre de la carte se pose tourné de 45 degrés sur n’importe quelle case libre : le joueur peut encore compter, mais seulement pour ses victoires de base.',
      'Si toutes vos cases sont pleines, les dés en trop sont défaussés.',
    ],
  },
  {
    id: 'league',
    title: '3. Repêchage des dés de ligue',
    steps: [
      'Chacun met un dé dans le Stade par icône rouge de dé de ligue de son effectif actif.',
      'Le DG qui en a mis le plus les lance tous et choisit en premier. En cas d’égalité, c’est le DG qui a le plus d’argent libre, puis un tirage au dé.',
      'Dans le sens horaire, chaque DG prend un dé à la fois et le place comme pour les dés d’équipe, jusqu’à ce que le Stade soit vide. Un DG sans case libre joue quand même son tour, et défausse le dé pris.',
    ],
  },
  {
    id: 'manager',
    title: 'Les dés gardés sur le gérant',
    body: [
      'Les dés posés sur votre gérant peuvent passer sur les cases libres de vos joueurs à tout moment pendant les étapes de dés, et une dernière fois juste avant le décompte (appuyez ensuite sur « Prêt pour le décompte »). Un dé ne revient jamais sur le gérant et ne passe jamais d’un joueur à un autre.',
    ],
  },
  {
    id: 'scoring',
    title: '4. Décompte',
    steps: [
      'Un joueur dont toutes les cases de dé sont remplies compte pour ses victoires de base ; si chaque dé correspond à sa case, pour son maximum de victoires. Les pouvoirs n’ajoutent des victoires qu’à un joueur qui compte.',
      'Un seul joueur par position compte, sauf les lanceurs : ils comptent tous. Quand deux joueurs partagent une position, celui qui a le plus de victoires compte (le plus à gauche en cas d’égalité).',
      'Ajoutez les bonus de victoires de votre carte Équipe dont vous remplissez les conditions, et le pouvoir de votre gérant.',
      'Le plus de victoires remporte le trophée. En cas d’égalité, c’est le DG qui a le plus d’argent libre ; s’il y a encore égalité, personne ne remporte le trophée de la saison.',
      'Puis tous les dés retournent à la réserve.',
    ],
  },
  {
    id: 'arb',
    title: '5. Arbitrage',
    steps: [
      'Pour chaque joueur de votre effectif actif : gardez-le en posant 1 M$ de plus sur sa carte, ou libérez-le et reprenez tout l’argent de sa carte.',
      'Si vous ne pouvez pas payer un joueur que vous voulez garder, libérez-en d’autres d’abord pour récupérer leur argent.',
      'Si des espoirs attendent, libérez assez de joueurs pour leur faire de la place : l’effectif ne dépasse jamais cinq joueurs.',
    ],
  },
  {
    id: 'promote',
    title: '6. Montée des espoirs',
    body: [
      'Les espoirs engagés cette saison rejoignent le bout droit de l’effectif actif, et la saison suivante commence par un nouveau repêchage des agents libres. Les espoirs n’apportent d’ordinaire aucun dé, mais ils peuvent compter.',
    ],
  },
  {
    id: 'cards',
    title: 'Lire une carte de joueur',
    points: [
      'En haut : le nom, la position et le salaire (en grand, en M$). Dans votre effectif, le coin montre l’argent posé sur la carte.',
      'Le logo de son club (Owls, Hawks, Mules, Kings, Foxes ou Comets), une étoile et le mot Étoile pour les meilleurs joueurs, et le mot Espoir pour les espoirs.',
      'T : les dés d’équipe qu’il lance pour vous ; L : les dés de ligue qu’il ajoute au Stade.',
      'Les cases de dé, chacune avec le talent qu’elle demande : Frappe, Puissance, Vitesse, Défense, Œil ou Bras. Un dé a ces six faces.',
      'En bas : victoires de base et maximum de victoires, et son pouvoir s’il en a un.',
    ],
  },
];

export const TEAMS_TITLE_FR = 'Les douze cartes Équipe/Gérant';
/** A Team/Manager card's line: the team, its budget, the manager and his dice slots. */
export const TEAM_LINE_FR = (team: string, budget: string, manager: string, slots: string) =>
  `${team} (${budget}) / gérant ${manager} (${slots})`;
/** The card's bonuses, then the manager's ability. */
export const TEAM_TEXT_FR = (bonuses: readonly string[], ability: string) =>
  `${bonuses.join(' ; ')}. Gérant\u202f: ${ability}`;
