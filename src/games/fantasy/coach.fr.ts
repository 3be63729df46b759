/**
 * The coach of Fantasy Fantasy Baseball's guided first game in French (coach.ts holds the
 * English and picks the active language). The game terms are the French catalog's and
 * board's (repêchage en direct, agents libres, alignement, carte Victoire, banc, magie, Série
 * de championnat); card and ability names stay as printed.
 */
import type { Words } from '../../ui/language';
import type { COACH_EN } from './coach';

export const COACH_FR: Words<typeof COACH_EN> = {
  welcome:
    'Bienvenue dans Fantasy Fantasy Baseball. Vous dirigez une équipe de personnages face à un bot. À chaque décision, l’entraîneur vous montre un bon coup et vous explique pourquoi : suivez-le, ou jouez à votre idée.',
  why: {
    'fantasy.prompt.draft':
      'Vous gardez un personnage de chaque main et passez le reste à votre gauche : la meilleure carte pour vous est celle qui bouche un trou dans votre effectif, une stat forte qui manque à vos autres personnages. Le choix en surbrillance est celui que le bot juge le meilleur pour votre équipe.',
    'fantasy.prompt.discard':
      'Vous avez repêché un personnage de trop. Séparez-vous de celui que vous joueriez le moins : des stats faibles, ou un doublon pour un rôle qu’un autre tient déjà mieux.',
    'fantasy.prompt.fa.choose':
      'Les agents libres sont votre chance de vous renforcer avant que le mois se joue. Engagez un agent libre qui fait mieux qu’un de vos personnages sur ce que demandent les cartes Victoire du mois ; sinon, passez.',
    'fantasy.prompt.fa.keep':
      'Un Recruit vous fait voir plusieurs personnages pour en garder un : gardez celui qui vous aidera le plus sur les cartes Victoire de ce mois.',
    'fantasy.prompt.fa.release':
      'Votre effectif est complet : quelqu’un doit retourner parmi les agents libres. Rendez le personnage que vous avez le moins de chances d’aligner ce mois-ci.',
    'fantasy.prompt.set':
      'Chaque base est un match contre votre adversaire de la semaine, gagné grâce à la stat de sa carte Victoire. Placez sur chaque base le personnage le plus fort dans cette stat, face cachée, pour que votre adversaire ne puisse pas y répondre.',
    'fantasy.prompt.robot':
      'Le Robot joue tout seul, mais c’est vous qui choisissez son personnage. Il doit partager une stat avec la carte Victoire : parmi ceux que la règle autorise, prenez celui qui rend son match le plus dur à gagner.',
    'fantasy.prompt.magic':
      'Une carte de banc retournée pour sa magie peut faire basculer une semaine serrée, mais elle est perdue pour le reste de la saison. Utilisez-la quand la semaine est serrée et que la magie fait la différence ; sinon, gardez-la.',
    'fantasy.prompt.wc':
      'Le match de meilleur deuxième se joue en un seul match : choisissez le personnage qui a le plus de chances de gagner la stat en jeu.',
    'fantasy.prompt.csAway':
      'En Série de championnat, les visiteurs placent leurs personnages en premier. Ouvrez avec des personnages qui gagnent leur stat même face à une réponse solide.',
    'fantasy.prompt.csHome':
      'Avantage du terrain : vous avez vu le premier personnage des visiteurs. Répondez-y avec un personnage qui le bat dans cette stat, et gardez vos meilleurs pour les matchs où vous en aurez sûrement besoin.',
  },
  ability:
    'Le pouvoir d’un personnage vous demande de faire un choix. Lisez-le sur la carte : le choix en surbrillance est celui qui aide le plus votre équipe cette semaine.',
};
