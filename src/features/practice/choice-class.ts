/** A multiple-choice button's look: plain until answered, then the right choice green and a wrong pick red. */
export function choiceClass(correct: boolean, index: number, result: {chosen: number | null} | null): string {
  if (!result) return 'practice-choice';
  if (correct) return 'practice-choice practice-choice-right';
  return index === result.chosen ? 'practice-choice practice-choice-wrong' : 'practice-choice';
}
