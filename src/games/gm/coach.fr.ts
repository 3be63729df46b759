/**
 * The coach of You're the GM!'s guided first game in French (coach.ts reads the view and
 * picks the active language's sentences). The game terms are the French catalog's and
 * board's (équipe, gérant, agents libres, engager, refuser, espoir, effectif actif, dés
 * d'équipe, Stade, case, victoires de base, maximum de victoires, arbitrage, libérer, money
 * as 3 M$); player, club and manager names stay as printed.
 */
import type { Words } from '../../ui/language';
import type { COACH_EN, DieVerb, Season, Who } from './coach';
import { SKILL_NAMES_FR as SKILL } from './content/skills.fr';
import type { Skill } from './types';

const money = (n: number) => `${n}\u00a0M$`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n <= 1 ? one : many}`;
const winsOf = (n: number) => plural(n, 'victoire');
const dice = (n: number) => plural(n, 'dé d’équipe', 'dés d’équipe');
const spots = (n: number) => plural(n, 'place libre', 'places libres');

const who = (p: Who) => `${p.name} (${p.pos}, ${p.base} à ${winsOf(p.max)})`;

/** Placer le dé sur, prendre le dé pour, déplacer le dé vers (the catalog's action labels). */
const DIE_VERB: Readonly<Record<DieVerb, [string, string]>> = {
  put: ['Placez', 'sur'],
  take: ['Prenez', 'pour'],
  move: ['Déplacez', 'vers'],
};

function season(s: Season): string {
  if (!s) return '';
  if (s.k === 'empty')
    return ' Cette saison, la carte n’a rien rapporté uniquement parce qu’une case est restée libre.';
  if (s.k === 'bench') return ` Cette saison, un autre ${s.pos} a compté à sa place.`;
  return ` Cette saison, la carte a rapporté ${winsOf(s.wins)}.`;
}

export const COACH_FR: Words<typeof COACH_EN> = {
  welcome:
    'Bienvenue dans You’re the GM\u202f! Vous dirigez un club face à un bot\u202f: engagez des joueurs parmi les agents libres, remplissez leurs cases de dé avec les dés qu’ils apportent, et gagnez le plus de matchs de la saison pour remporter un trophée\u202f; trois trophées font une dynastie. À chaque décision, l’entraîneur vous montre un bon coup et vous explique pourquoi\u202f: suivez-le, ou jouez à votre idée.',
  step: {
    'gm.prompt.choose':
      'Chacune de vos deux cartes a une face Équipe et une face Gérant. La carte jouée côté équipe fixe votre budget pour toute la partie et donne des bonus de victoires\u202f; l’autre devient votre gérant et garde des dés.',
    'gm.prompt.draft':
      'Agents libres\u202f: dans la main que vous tenez, engagez un joueur (son salaire sort de votre argent libre) ou refusez-en un. Tout le monde choisit face cachée, puis les mains passent.',
    'gm.prompt.team':
      'Dés d’équipe\u202f: chaque dé lancé va sur une case libre, celle d’un joueur ou de votre gérant. Un joueur ne compte que si toutes les cases de sa carte portent un dé\u202f: son maximum de victoires si chaque dé correspond à son icône, ses victoires de base sinon.',
    'gm.prompt.league':
      'Repêchage des dés de ligue\u202f: les dés rouges sont allés dans le Stade et ont été lancés\u202f; chaque directeur général en prend un à son tour jusqu’au dernier.',
    'gm.prompt.final':
      'Avant le décompte, les dés gardés sur votre gérant peuvent encore aller sur les cases libres de vos joueurs\u202f; déclarez-vous ensuite prêt.',
    'gm.prompt.arb':
      'Arbitrage\u202f: gardez chaque joueur pour 1\u00a0M$ de plus (un jeton de plus sur la carte), ou libérez-le et récupérez tous les M$ posés sur sa carte.',
  },
  skill: (face: Skill) => SKILL[face],
  choose: (f: { team: string; budget: number; vs: number; manager: string | null }) => {
    const why =
      f.budget > f.vs
        ? `avec ${money(f.budget)} de budget contre ${money(f.vs)}, vous aurez plus d’argent, donc plus de joueurs, et de meilleurs, à chaque saison.`
        : `leur budget de ${money(f.budget)} vaut celui de l’autre carte, et leurs bonus conviennent bien à une première partie.`;
    return `Jouez les ${f.team} comme équipe\u202f: ${why}${
      f.manager ? ` ${f.manager} sera alors le gérant de votre club.` : ''
    }`;
  },
  prospect: (p: Who) =>
    `Engagez l’espoir ${who(p)}\u202f: un espoir ne coûte rien et rejoint votre effectif actif la saison prochaine.`,
  sign: (
    p: Who,
    f: { price: number; cash: number; open: number; newPos: boolean; teamDice: number },
  ) => {
    const pos = f.newPos
      ? ` Vous n’avez pas encore de ${p.pos}\u202f: ce joueur comptera à cette position.`
      : '';
    const more = f.teamDice > 0 ? ` La carte apporte ${dice(f.teamDice)} à chaque saison.` : '';
    return `Engagez ${who(p)} pour ${money(f.price)} sur vos ${money(f.cash)} libres\u202f: le meilleur rapport qualité-prix de cette main, avec ${spots(f.open)} dans votre effectif.${pos}${more}`;
  },
  decline: (name: string, f: { cash: number; open: number; signable: number }) => {
    const n = f.signable;
    const why =
      f.open === 0
        ? 'votre effectif est complet'
        : n === 0
          ? `avec ${money(f.cash)} libres, vous ne pouvez payer personne dans cette main`
          : `${n === 1 ? 'le seul joueur à votre portée ici coûte' : `les ${n} joueurs à votre portée ici coûtent`} trop cher sur vos ${money(f.cash)} libres pour ce qu’${n === 1 ? 'il apporte' : 'ils apportent'}, avec ${spots(f.open)} à remplir`;
    return `Refusez ${name}\u202f: ${why}. De cette main, ${name} est la carte que vos adversaires voudraient le plus, et une carte refusée quitte le repêchage.`;
  },
  toManager: (verb: DieVerb, skill: string) => {
    const [v, prep] = DIE_VERB[verb];
    return `${v} le dé ${skill} ${prep} votre gérant\u202f: aucune case libre de vos joueurs ne montre ${skill} pour l’instant, et un dé gardé pourra encore aller sur un joueur avant le décompte.`;
  },
  toPlayer: (
    verb: DieVerb,
    skill: string,
    p: Who,
    f: { matches: boolean; left: number; clean: boolean },
  ) => {
    const [v, prep] = DIE_VERB[verb];
    const then =
      f.left === 0
        ? `c’est la dernière case, et la carte rapporte ${f.clean ? `${winsOf(p.max)} (maximum de victoires)` : `${winsOf(p.base)} (victoires de base)`}`
        : `il faut encore ${f.left === 1 ? 'un dé' : `${f.left} dés`} pour remplir la carte`;
    return `${v} le dé ${skill} ${prep} ${p.name} (${p.pos})\u202f: ${
      f.matches
        ? 'il correspond à l’icône de cette case'
        : 'aucune case libre ne montre son icône, il remplit donc celle qu’il peut'
    }\u202f; ${then}.`;
  },
  burn: (skill: string) =>
    `Toutes vos cases sont pleines\u202f: vous prenez quand même un dé et le défaussez. Prenez le dé ${skill}, pour que vos adversaires ne l’aient pas.`,
  ready:
    'Aucun dé gardé ne compléterait un joueur pour l’instant\u202f: déclarez-vous prêt pour le décompte.',
  keep: (p: Who, f: { teamDice: number; free: boolean; next: number; season: Season }) => {
    const more = f.teamDice > 0 ? ` et ${dice(f.teamDice)}` : '';
    const cost = f.free
      ? 'méritent d’être gardés, et grâce à votre gérant ce premier joueur gardé ne coûte pas le 1\u00a0M$ de plus'
      : `valent bien 1\u00a0M$ de plus (${money(f.next)} sur la carte la saison prochaine)`;
    return `Gardez ${p.name} (${p.pos})\u202f: ${p.base} à ${winsOf(p.max)}${more} ${cost}.${season(f.season)}`;
  },
  cut: (p: Who, f: { paid: number; prospects: boolean; season: Season }) =>
    `Libérez ${p.name} (${p.pos})\u202f: le moins rentable de votre effectif pour les ${money(f.paid)} posés sur sa carte, que vous récupérez pour les dépenser chez les agents libres${
      f.prospects ? ', et une place se libère pour vos espoirs' : ''
    }.${season(f.season)}`,
};
