/** The results' headline: the winner by the game's own measure, with its unit, in both languages. */
import { afterAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../src/app/i18n';
import { resultInWords, scoreInWords, type ResultFacts } from '../../src/app/result-words';

const words = (o: ResultFacts, names: string[]) => resultInWords(o, names).text;

describe('results in words, by the game’s measure', () => {
  afterAll(() => applyLanguage('en'));

  it('GM: trophies decided the game, not last season’s wins', () => {
    expect(words({ rank: [1, 2], scores: [3, 0], unit: 'trophies' }, ['Ada', 'Bo'])).toBe(
      'Ada wins, 3 trophies to 0!',
    );
    expect(words({ rank: [2, 1, 3], scores: [1, 2, 0], unit: 'trophies' }, ['A', 'Bo', 'C'])).toBe(
      'Bo wins with 2 trophies!',
    );
  });

  it('Lords: the VP have their unit', () => {
    expect(words({ rank: [2, 3, 1], scores: [461, 459, 456], unit: 'vp' }, ['A', 'B', 'Cy'])).toBe(
      'Cy wins with 456 VP!',
    );
  });

  it('a final decides first place even against more wins (Fantasy, Hot Pepper)', () => {
    const o: ResultFacts = {
      rank: [1, 2, 3],
      scores: [12, 13, 10],
      unit: 'wins',
      final: { winner: 0, loser: 1, won: 4, lost: 3 },
    };
    expect(words(o, ['Ada', 'Bo', 'Cy'])).toBe('Ada wins the final against Bo, 4 games to 3!');
  });

  it('solo: the rivals’ side is the other half of the score', () => {
    const ai = [{ msg: 'hl.rival.ai', rank: 1, score: 4 }];
    expect(words({ rank: [2], scores: [2], unit: 'games', rivals: ai }, ['Ada'])).toBe(
      'Ada loses, 2 games to 4.',
    );
    const beaten = [{ msg: 'hl.rival.ai', rank: 2, score: 3 }];
    expect(
      resultInWords({ rank: [1], scores: [4], unit: 'games', rivals: beaten }, ['Ada']),
    ).toEqual({ text: 'Ada wins, 4 games to 3!', won: true });
  });

  it('solo with a final: won, lost, or not played in it', () => {
    const rivals = [
      { msg: 'robot', rank: 2, score: 11 },
      { msg: 'deck', rank: 3, score: 9 },
    ];
    const won = { winner: 0, loser: -1, won: 4, lost: 1 };
    expect(words({ rank: [1], scores: [12], unit: 'wins', final: won, rivals }, ['Ada'])).toBe(
      'Ada wins the final, 4 games to 1!',
    );
    const lost = { winner: -2, loser: 0, won: 4, lost: 3 };
    expect(words({ rank: [2], scores: [12], unit: 'wins', final: lost, rivals }, ['Ada'])).toBe(
      'Ada loses the final, 3 games to 4.',
    );
    const without = { winner: -1, loser: -2, won: 4, lost: 0 };
    expect(
      resultInWords({ rank: [3], scores: [8], unit: 'wins', final: without, rivals }, ['Ada']).won,
    ).toBe(false);
  });

  it('a single unit reads in the singular, in English and in French', async () => {
    expect(scoreInWords(1, 'trophies')).toBe('1 trophy');
    expect(scoreInWords(0, 'runs')).toBe('0 runs');
    expect(scoreInWords(7, undefined)).toBe('7');
    await applyLanguage('fr');
    expect(scoreInWords(0, 'trophies')).toBe('0 trophée');
    expect(scoreInWords(1, 'games')).toBe('1 match');
    expect(scoreInWords(456, 'vp')).toBe('456 PV');
    expect(words({ rank: [1, 2], scores: [3, 1], unit: 'trophies' }, ['Ada', 'Bo'])).toBe(
      'Ada gagne, 3 trophées à 1\u202f!',
    );
  });
});
