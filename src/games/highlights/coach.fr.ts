/**
 * The coach of Highlights 2045's guided first game in French (coach.ts reads the view and
 * picks the active language's sentences). The vocabulary is the French catalog's and
 * board's, which is the French rulebook's: its game terms stay in English (Lineup, On Deck,
 * In Play, Minor Leagues, Free Agent, Visitor Save, Pinch Hitting, Hit Boxes, Base Runners,
 * Immediate Action, Single, Walk), its sentences are French (mini-jeu, round d'achat, Hits
 * « en sursis »). Card and team names and the printed keywords stay as printed.
 */
import type { Words } from '../../ui/language';
import type { ActionMeets, COACH_EN } from './coach';
import type { Result } from './types';

const HIT_WORD: Readonly<Record<Result, string>> = {
  '1B': 'Single',
  '2B': 'Double',
  '3B': 'Triple',
  HR: 'Homerun',
  BB: 'Walk',
};
const BASES = ['1re', '2e', '3e'];
const COUNT = ['', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six'];

/** Words joined as a list: "a, b et c". */
function listOf(words: readonly string[]): string {
  const head = words.slice(0, -1);
  const last = words[words.length - 1] ?? '';
  return head.length ? `${head.join(', ')} et ${last}` : last;
}

/** Each kind of hit in words, alike ones counted: ["deux Singles", "un Double"]. */
function hitWords(rs: readonly Result[]): string[] {
  return [...new Set(rs)].map((r) => {
    const n = rs.filter((x) => x === r).length;
    return `${COUNT[n] ?? n} ${HIT_WORD[r]}${n > 1 ? 's' : ''}`;
  });
}

const hitsOf = (rs: readonly Result[]): string => listOf(hitWords(rs));

/** "de X" or "d’X" before a vowel. */
const de = (x: string) => (/^[aeiouyéèêh]/i.test(x) ? `d’${x}` : `de ${x}`);
/** "que X" or "qu’X" before a vowel. */
const que = (x: string) => (/^[aeiouyéèêh]/i.test(x) ? `qu’${x}` : `que ${x}`);

const team = (name: string | null) => name ?? 'Free Agent All-Stars';

export const COACH_FR: Words<typeof COACH_EN> = {
  welcome:
    'Bienvenue dans Highlights 2045. Vos Harbor Gulls affrontent les Foundry Ironclads, un bot\u202f: à chaque mini-jeu, vous jouez tour à tour les cartes de votre main, leurs Hits placent des Base Runners et marquent des runs, et après chaque mini-jeu vous achetez de meilleurs joueurs. Gagnez la saison, puis les World Series. À chaque décision, l’entraîneur vous montre un bon coup et vous explique pourquoi\u202f: suivez-le, ou jouez à votre idée.',
  step: {
    'hl.prompt.stash':
      'Avant un mini-jeu, vous pouvez poser une carte de votre main face cachée On Deck et en piocher une pour la remplacer. Une carte On Deck attend un Pinch Hitting ou le Visitor Save.',
    'hl.prompt.onDeck':
      'Il vous reste une carte On Deck du mini-jeu précédent\u202f: gardez-la, défaussez-la, ou posez-la sur le dessus de votre Lineup.',
    'hl.prompt.play':
      'À vous au bâton\u202f: la carte jouée fait d’abord son Immediate Action\u202f; puis les Hits que votre adversaire a laissés «\u202fen sursis\u202f» entrent\u202f; enfin les Hit Boxes de votre carte restent «\u202fen sursis\u202f» à votre Home Plate jusqu’à la prochaine carte de votre adversaire.',
    'hl.prompt.cancel':
      'Votre Glove annule des Hits «\u202fen sursis\u202f» avant qu’ils n’entrent\u202f: choisissez lesquels.',
    'hl.prompt.remove':
      'Votre action retire des Base Runners des bases de votre adversaire\u202f: choisissez lesquels.',
    'hl.prompt.clone':
      'Le Cloning copie l’Immediate Action d’une autre carte que vous avez jouée\u202f: choisissez laquelle.',
    'hl.prompt.minors':
      'Un de vos joueurs a quitté le jeu\u202f: un joueur de vos Minor Leagues monte prendre sa place.',
    'hl.prompt.save':
      'Visitor Save\u202f: l’équipe Home a joué sa dernière carte, et vous pouvez répondre avec votre carte On Deck ou la carte du dessus de votre Lineup\u202f; seule une action défensive (D) compte.',
    'hl.prompt.pick':
      'Extra innings\u202f: les deux équipes choisissent une carte de leur main face cachée, puis les révèlent\u202f; Home agit en premier, puis Visitor, puis viennent les Hits des deux cartes.',
    'hl.prompt.buy':
      'Round d’achat\u202f: votre revenu (les cercles verts des cartes que vous avez jouées) achète des Free Agents dans la Buy Row. Chaque joueur acheté va sur le dessus de votre Lineup, et une carte que vous avez jouée part en Minor Leagues en échange\u202f: votre effectif reste à 15 cartes.',
  },
  strengths: (hits: readonly Result[], kw: string | null) =>
    listOf([...hitWords(hits), ...(kw ? [`l’action ${kw}`] : [])]),
  meets: (m: ActionMeets) => {
    switch (m.k) {
      case 'pitch':
        return `l’action ${m.kw} annule tous les Hits «\u202fen sursis\u202f» ${de(m.by)}, un ${m.kind} des ${team(m.rival)}`;
      case 'runners':
        return `l’action ${m.kw} retire des Base Runners aux ${team(m.rival)} (${m.n} sur les bases en ce moment)`;
      case 'own':
        return `l’action ${m.kw} sert vos propres Base Runners et vos Hits`;
      case 'against':
        return `l’action ${m.kw} s’attaque aux Hits «\u202fen sursis\u202f» des ${team(m.rival)} (${hitsOf(m.hits)}) avant qu’ils n’entrent`;
    }
  },
  waits: (hits: readonly Result[], runners: number, then: boolean) =>
    `${then ? 'puis ' : ''}${hitsOf(hits)} ${hits.length === 1 ? 'attend' : 'attendent'} «\u202fen sursis\u202f» à votre Home Plate${
      runners
        ? `, avec ${runners === 1 ? 'un de vos Base Runners' : `${runners} de vos Base Runners`} à faire rentrer`
        : ''
    }`,
  noAction: 'pas d’action à garder pour un meilleur moment',
  idle: (kw: string) =>
    `l’action ${kw} n’a rien à faire pour l’instant, et vos autres cartes gâcheraient davantage`,
  least: 'c’est la carte qui manquera le moins à votre main',
  play: (name: string, parts: readonly string[]) =>
    `Jouez ${name}\u202f: ${parts.join('\u202f; ')}.`,
  pinch: (name: string, f: { own: string; fromOnDeck: boolean; onDeck: string | null }) =>
    `Pinch Hitting\u202f: défaussez ${name} (la carte porte la marque PH) et jouez à sa place ${
      f.onDeck ? `votre carte On Deck, ${f.onDeck}` : 'la carte du dessus de votre Lineup'
    }. Ici, ${name} n’apporterait ${f.own ? que(f.own) : 'rien'}, et ${
      f.fromOnDeck
        ? 'la carte On Deck fera mieux'
        : 'une carte encore cachée a de bonnes chances de faire mieux'
    }.`,
  cancel: (hits: readonly Result[], biggest: boolean) =>
    `Annulez ${hitsOf(hits)}\u202f: ${
      biggest
        ? 'le plus gros Hit «\u202fen sursis\u202f» est celui qui fait avancer les Base Runners le plus loin et marquer le plus'
        : 'c’est ce qui ferait le plus de dégâts sur ces bases'
    }.`,
  remove: (bases: readonly number[]) =>
    `Retirez les Base Runners en ${bases.map((b) => BASES[b] ?? '?').join(' et ')} base\u202f: ce sont les plus près de marquer.`,
  saveNothing: (rival: string | null) =>
    `Pas de Visitor Save\u202f: les ${team(rival)} n’ont aucun Hit «\u202fen sursis\u202f», il n’y a rien à arrêter.`,
  saveNone: (onDeck: string | null) =>
    `Pas de Visitor Save\u202f: ${
      onDeck ? `${onDeck}, votre carte On Deck, n’a pas d’action défensive utile ici, et ` : ''
    }la carte du dessus de votre Lineup est cachée et rarement la bonne action défensive.`,
  saveOnDeck: (name: string, kw: string, threat: readonly Result[]) =>
    `Montrez ${name}\u202f: l’action ${kw} est défensive${
      threat.length ? `, face à ${hitsOf(threat)} «\u202fen sursis\u202f»` : ''
    }.`,
  saveLineup: (threat: readonly Result[]) =>
    `Montrez la carte du dessus de votre Lineup\u202f: une action défensive peut encore y arrêter les Hits${
      threat.length ? ` (${hitsOf(threat)} «\u202fen sursis\u202f»)` : ''
    }.`,
  buy: (name: string, f: { cost: number; money: number; has: string; sent: string }) =>
    `Achetez ${name} pour ${f.cost} des ${f.money} de revenu dont vous disposez\u202f: avec ${f.has || 'de la vitesse et du revenu'}, c’est un meilleur joueur ${que(f.sent)}, votre carte In Play la plus faible, qui part en Minor Leagues. ${name} arrivera dans votre main au prochain mini-jeu.`,
  stashNone: (ph: number) =>
    ph === 0
      ? 'Ne posez rien On Deck\u202f: aucune carte de votre main ne porte la marque PH, alors une carte posée On Deck ne pourrait revenir que pour un Visitor Save. Gardez la main qu’on vous a distribuée.'
      : `Ne posez rien On Deck\u202f: gardez la main qu’on vous a distribuée. Avec ${ph === 1 ? 'une carte PH' : `${ph} cartes PH`} en main, vous pourrez toujours faire un Pinch Hitting avec la carte du dessus de votre Lineup.`,
  deckTop:
    'Posez-la sur le dessus de votre Lineup\u202f: vous la piocherez dans votre prochaine main, et votre place On Deck se libère pour une meilleure carte.',
  deckKeep: (keep: boolean) =>
    `${keep ? 'Gardez-la On Deck' : 'Défaussez-la'}\u202f: des trois choix, c’est celui qui aide le plus votre prochain mini-jeu.`,
  stash: (name: string) =>
    `Posez ${name} On Deck\u202f: la carte y attend un Pinch Hitting ou un Visitor Save, et vous en piochez une autre pour la remplacer.`,
  clone: (name: string, kw: string) =>
    `Clonez l’action ${kw} ${de(name)}\u202f: de toutes les actions que vous avez jouées, c’est elle qui fait le plus sur ces bases.`,
  callUp: (name: string) =>
    `Faites monter ${name}\u202f: de vos Minor Leagues, c’est la carte qui apporte le plus de Hits et d’action.`,
  pick: (name: string, has: string) =>
    `Choisissez ${name}, avec ${has || 'aucun Hit mais son action'}\u202f: votre meilleure chance de marquer plus que votre adversaire dans cette manche.`,
  endBuy: (money: number) =>
    money > 0
      ? `Fin des achats\u202f: rien dans la Buy Row à ${money} ou moins n’est assez supérieur à votre carte In Play la plus faible pour valoir l’échange.`
      : 'Fin des achats\u202f: votre revenu est dépensé.',
};
