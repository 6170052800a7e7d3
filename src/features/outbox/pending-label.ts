// How pending writes and refused ones are put to the learner.
import type {OutboxEntry} from '../../app/outbox/outbox-queue.ts';
import {GRADE_MUTATOR} from '../review/pending-reviews.ts';

export function pendingLabel(count: number, noun: 'answer' | 'change' = 'answer'): string {
  return `${count} ${noun}${count === 1 ? '' : 's'} waiting to sync`;
}

/** "2 answers waiting to sync" while only review answers wait; "3 changes waiting to sync" once anything else does. */
export function pendingWritesLabel(entries: readonly Pick<OutboxEntry, 'name'>[]): string {
  return pendingLabel(entries.length, entries.every((entry) => entry.name === GRADE_MUTATOR) ? 'answer' : 'change');
}

/** What the learner is told when the server refuses a write for good; null when it is not worth interrupting them
 * (practice timing is a convenience, and presence is not their work), or when the page that made it says so itself.
 * `submittedHere`: this page made the write (not a tab that was closed before the answer came). */
export function refusalNotice(mutatorName: string, message: string, submittedHere = true): string | null {
  const [group] = mutatorName.split('.');
  switch (group) {
    case 'reviews':
      return `An answer could not be saved and was dropped: ${message}`;
    case 'settings':
      return `Your settings could not be saved, so they were put back: ${message}`;
    case 'progress':
      return `Could not save your progress: ${message}`;
    case 'practiceSessions':
    case 'presence':
      return null;
    case 'deckItems':
      // An import is reported by the import dialog that sent it; one sent for a closed tab, here.
      if (mutatorName === 'deckItems.addMany') return submittedHere ? null : `An import was refused, so none of its words were added: ${message}`;
      return `A change to a word could not be saved: ${message}`;
    case 'deckSharing':
      // Accepting an invite is answered on /vocab, where the learner opened the link.
      return mutatorName === 'deckSharing.acceptInvite' ? null : `A sharing change could not be saved: ${message}`;
    case 'decks':
    case 'folders':
      return `A change to your decks could not be saved: ${message}`;
    default:
      return `Your change could not be saved: ${message}`;
  }
}

export const STORAGE_REFUSED_NOTICE =
  'This browser refuses to keep your work on this device, so nothing is kept offline: answers and changes still go straight to the server while you are online.';
