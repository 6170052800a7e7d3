// A round of listening practice from a chapter's sentences: up to ROUND_SIZE of them in a shuffled order, every
// other one answered by writing it down and the rest by picking its meaning among other sentences' meanings.
// Without a Japanese voice the round is a reading exercise: the sentence is shown and its meaning picked.
import {seededRandom, shuffledWith} from '../../../schema/seeded-random.ts';
import type {PracticeSentence} from '../sentence-practice/load-sentence-practice.ts';

export const ROUND_SIZE = 10;
export const MEANING_CHOICES = 4;

export type ListeningPrompt = 'spoken' | 'written';
export type ListeningQuestion = {
  key: string;
  sentence: PracticeSentence;
  /** How the sentence is given: read aloud, or shown (the reading exercise). */
  prompt: ListeningPrompt;
  /** How it is answered: by writing it, or by picking one of `choices` (English meanings, one of them its own). */
  answerBy: 'writing' | 'meaning';
  choices: string[];
};

export function listeningRound(
  sentences: readonly PracticeSentence[],
  prompt: ListeningPrompt,
  seed: number,
): ListeningQuestion[] {
  const random = seededRandom(seed);
  const meanings = [...new Set(sentences.map((sentence) => sentence.english))];
  return shuffledWith(sentences, random)
    .slice(0, ROUND_SIZE)
    .map((sentence, index) => {
      const answerBy = prompt === 'spoken' && index % 2 === 0 ? 'writing' : 'meaning';
      const others = shuffledWith(
        meanings.filter((meaning) => meaning !== sentence.english),
        random,
      ).slice(0, MEANING_CHOICES - 1);
      return {
        key: sentence.key,
        sentence,
        prompt,
        answerBy,
        choices: answerBy === 'meaning' ? shuffledWith([sentence.english, ...others], random) : [],
      };
    });
}
