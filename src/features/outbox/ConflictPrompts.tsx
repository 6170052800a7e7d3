// A change the server refused because someone changed the same thing after the learner's change was made (a
// co-editor, or the learner on another device): both values side by side, who set the one there now, and the choice
// to keep theirs or use their own (sent again, made on the value there now). Kept on this device until answered.
import type {OutboxEntry} from '../../app/outbox/outbox-rules.ts';
import type {WriteOutbox} from '../../app/outbox/write-outbox.ts';
import {conflictWords} from './write-words.ts';

export function ConflictPrompts({
  conflicts,
  outbox,
  userID,
}: {
  conflicts: readonly OutboxEntry[];
  outbox: WriteOutbox;
  userID: string;
}) {
  if (!conflicts.length) return null;
  return (
    <section className="write-conflicts" aria-label="Changes that need your decision">
      {conflicts.map((entry) => (
        <article
          key={entry.id}
          className="write-conflict"
          data-testid="write-conflict"
          role="alertdialog"
          aria-labelledby={`conflict-${entry.id}`}
        >
          {(entry.refused?.conflicts ?? []).map((conflict) => {
            const words = conflictWords(entry, conflict, userID);
            return (
              <div key={conflict.field}>
                <h2 id={`conflict-${entry.id}`}>{words.what} was changed</h2>
                <p>{words.who} changed it while your change was on its way.</p>
                <dl className="write-conflict-values">
                  <dt>Now</dt>
                  <dd lang="ja" data-testid="conflict-theirs">
                    {words.theirs}
                  </dd>
                  <dt>Yours</dt>
                  <dd lang="ja" data-testid="conflict-yours">
                    {words.yours}
                  </dd>
                </dl>
              </div>
            );
          })}
          <div className="button-row">
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => void outbox.discard(entry.id)}
            >
              Keep the one there now
            </button>
            <button type="button" className="button button-small" onClick={() => void outbox.replaceWithMine(entry.id)}>
              Use mine
            </button>
          </div>
        </article>
      ))}
    </section>
  );
}
