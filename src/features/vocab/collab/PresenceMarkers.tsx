// Small round markers with initials: who else has this deck open, and who has which word in hand.
import {initialsOf, type PresenceRow} from './presence.ts';

export function PresenceMarker({person, editing}: {person: PresenceRow; editing?: boolean}) {
  const name = person.display_name || 'Someone';
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a marker named for who it stands for; it carries no role of its own.
    <span
      className="presence-marker"
      data-testid={editing ? 'item-presence' : 'deck-presence'}
      data-user-id={person.user_id}
      title={editing ? `${name} is editing this word` : `${name} has this deck open`}
      aria-label={editing ? `${name} is editing this word` : `${name} has this deck open`}
      style={{'--hue': hueOf(person.user_id)} as React.CSSProperties}
    >
      {initialsOf(name)}
    </span>
  );
}

export function PresenceMarkers({people}: {people: readonly PresenceRow[]}) {
  if (!people.length) return null;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: names the group of markers for the accessibility tree.
    <div className="presence-markers" data-testid="deck-presence-list" aria-label="Also here">
      {people.map((person) => (
        <PresenceMarker key={person.user_id} person={person} />
      ))}
    </div>
  );
}

function hueOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}
