/** Seats at a table: colours never shared, marks never colliding, bots named and marked. */
import { describe, expect, it } from 'vitest';
import { freeColor, seatProblem, switchKind } from '../../src/app/screens/NewGame';
import { resultInWords } from '../../src/app/result-words';
import { seatMarks } from '../../src/ui/components/seat-marks';

const seat = (name: string, color: number, kind: 'human' | 'normal' = 'human') => ({
  name,
  kind,
  color,
  profileId: '',
});

describe('seat marks', () => {
  it('Ben, Bot 3 and Bot 4 no longer all show "B"', () => {
    const marks = seatMarks(
      [
        { name: 'Ben', kind: 'human' },
        { name: 'Bot 3', kind: 'bot' },
        { name: 'Bot 4', kind: 'bot' },
        { name: 'Ada', kind: 'human' },
      ],
      'bot',
    );
    expect([...marks.values()].map((m) => m.mark)).toEqual(['Be', 'B3', 'B4', 'A']);
    expect(marks.get('Bot 3')?.bot).toBe('bot');
    expect(marks.get('Ben')?.bot).toBeNull();
  });

  it('are unique whatever the names', () => {
    const names = ['Bo', 'Bo Li', 'Bob', 'Bo 2', 'bo', 'Élise', 'Eli', '7up'];
    const marks = [
      ...seatMarks(
        names.map((name) => ({ name })),
        'bot',
      ).values(),
    ].map((m) => m.mark);
    expect(new Set(marks).size).toBe(names.length);
    for (const m of marks) expect(m.length).toBeLessThanOrEqual(3);
  });
});

describe('the new-game form', () => {
  it('refuses two seats of one colour, and a new seat takes a colour nobody has', () => {
    expect(seatProblem([seat('Ada', 2), seat('Bo', 2)])).toBe('new.colorTaken');
    expect(seatProblem([seat('Ada', 2), seat('Bo', 3)])).toBeNull();
    expect(freeColor([seat('Ada', 1), seat('Bo', 2), seat('Cy', 4)])).toBe(3);
  });

  it('a seat switched to a bot is not left called "Player 2"; a typed name stays', () => {
    expect(switchKind(seat('Player 2', 2), 2, 'normal')).toMatchObject({
      name: 'Bot 2',
      kind: 'normal',
    });
    expect(switchKind(seat('Bot 2', 2, 'normal'), 2, 'human').name).toBe('Player 2');
    expect(switchKind(seat('Mara', 2), 2, 'normal').name).toBe('Mara');
  });
});

describe('results in words', () => {
  it('names the winner and the score, a shared first place, and a solo result', () => {
    expect(resultInWords({ rank: [2, 1], scores: [4, 7] }, ['Ada', 'Bo'])).toEqual({
      text: 'Bo wins, 7 to 4!',
      won: true,
    });
    expect(resultInWords({ rank: [1, 3, 1], scores: [9, 2, 9] }, ['Ada', 'Bo', 'Cy']).text).toBe(
      'Ada & Cy share first place with 9.',
    );
    expect(resultInWords({ rank: [1], scores: [12] }, ['Ada']).won).toBe(true);
    const lost = resultInWords({ rank: [3], scores: [8] }, ['Ada']);
    expect(lost).toEqual({ text: expect.stringContaining('did not win') as string, won: false });
  });
});
