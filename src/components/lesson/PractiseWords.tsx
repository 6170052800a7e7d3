import type {ReactNode} from 'react';
import {vocabPracticeLink} from '../../../schema/module-links.ts';
import {AppLink} from '../AppLink.tsx';

/** The way from a lesson to the practice of its words: a vocabulary set's practice, named by what it holds. */
export function PractiseWords({setId, children}: {setId: string; children: ReactNode}) {
  return (
    <p>
      <AppLink className="button button-secondary" href={vocabPracticeLink(setId)} data-testid="practise-words">
        Practise {children} →
      </AppLink>
    </p>
  );
}
