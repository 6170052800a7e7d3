// A person who changed a shared deck, named as the page names people elsewhere (write-words.ts conflictWords): the
// learner themselves on another device, else their display name, from the deck's editors or from who has the deck
// open (the owner is among those only while here).
import type {PresenceRow} from './presence.ts';

type Named = {user_id: string; display_name: string};

export function personName(
  userID: string | null | undefined,
  {
    ownUserID,
    ownerID,
    members,
    present,
  }: {
    ownUserID: string | undefined;
    ownerID: string;
    members: readonly Named[];
    present: readonly PresenceRow[];
  },
): string {
  if (!userID) return 'someone else';
  if (userID === ownUserID) return 'you, on another device or tab,';
  const named = [...members, ...present].find((person) => person.user_id === userID && person.display_name);
  if (named) return named.display_name;
  return userID === ownerID ? 'the deck’s owner' : 'another editor';
}
