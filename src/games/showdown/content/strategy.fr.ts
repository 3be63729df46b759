/**
 * The strategy cards' texts in French, generated from their effects as strategy.ts does in
 * English (so text and rules never disagree). Card names stay as printed.
 */
import type { Effect, OnWhat, StratCard, StratType, Timing } from '../types';

/** A result as "un simple", "une chandelle": the article agrees with the noun. */
export const RESULT_WORDS_FR: Readonly<Record<OnWhat | 'walk', string>> = {
  SO: 'un retrait sur trois prises',
  PU: 'une chandelle',
  GB: 'un roulant',
  FB: 'un ballon',
  BB: 'un but sur balles',
  '1B': 'un simple',
  '1B+': 'un simple+',
  '2B': 'un double',
  '3B': 'un triple',
  HR: 'un circuit',
  out: 'un retrait',
  hit: 'un coup sûr',
  walk: 'un but sur balles',
};

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);
const TYPE_WORD_FR: Readonly<Record<StratType, string>> = {
  offense: 'Attaque',
  defense: 'Défense',
  utility: 'Polyvalente',
};
const cards = (n: number) => `${n} ${n === 1 ? 'carte' : 'cartes'}`;

/** When the card is played: "avant le lancer", "sur un simple", "après un retrait". */
export function timingTextFr(t: Timing): string {
  if (t.w === 'before') return 'avant le lancer';
  if (t.w === 'on') return `sur ${RESULT_WORDS_FR[t.on]}`;
  return `après ${RESULT_WORDS_FR[t.after]}`;
}

/** What the card does, in a sentence. */
export function effectTextFr(e: Effect): string {
  switch (e.k) {
    case 'stat': {
      const who = e.who === 'batter' ? 'Le frappeur' : 'Le lanceur';
      const what = e.stat === 'onBase' ? 'en Sur-base' : 'en Contrôle';
      const long = e.keep ? 'tant qu’il reste dans le match' : 'pour ce passage au bâton';
      return `${who} reçoit ${signed(e.n)} ${what} ${long}.`;
    }
    case 'swing':
      return `${signed(e.n)} à l’élan pour ce passage au bâton (au-dessus de 20 on lit 20, en dessous de 1 on lit 1).`;
    case 'shift': {
      const rows = Math.abs(e.n) === 1 ? 'ligne' : 'lignes';
      const way = e.n > 0 ? 'vers le haut' : 'vers le bas';
      return `Déplacez l’élan de ${Math.abs(e.n)} ${rows} ${way} et relisez le tableau (de 1 à 20).`;
    }
    case 'become':
      return `Le résultat devient ${RESULT_WORDS_FR[e.r]}.`;
    case 'check': {
      const group = e.group === 'infield' ? 'Le champ intérieur' : 'Le champ extérieur';
      const when = e.when === 'pass' ? 'réussi' : 'raté';
      return `${group} fait un jet de Défense (d20 + sa Défense, réussi à 21 ou plus)\u202f; s’il est ${when}, le résultat devient ${RESULT_WORDS_FR[e.r]}.`;
    }
    case 'steal':
      return 'Un de vos coureurs tente de voler le but suivant (pas le marbre) : le receveur lance d20 + Bras (+5 vers le troisième) et doit battre sa Vitesse.';
    case 'draw':
      return `Piochez ${cards(e.n)}.`;
    case 'discard':
      return `L’autre manager défausse ${cards(e.n)} au hasard.`;
    case 'ip':
      return `Le lanceur reçoit ${signed(e.n)} ML.`;
  }
}

/** The card's text line: kind, timing and effect. */
export function cardTextFr(s: StratCard): string {
  return `${TYPE_WORD_FR[s.type]}. À jouer ${timingTextFr(s.timing)}. ${effectTextFr(s.effect)}`;
}
