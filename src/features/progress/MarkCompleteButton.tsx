// "Mark complete" for a module (requirements §4.4); signed-out visitors are asked to sign in instead.
import {useState} from 'react';
import {Link} from '@tanstack/react-router';
import {useCompleteModule, useModuleProgress} from './use-module-progress.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, {dateStyle: 'medium', timeStyle: 'short'});

export function MarkCompleteButton({modulePath}: {modulePath: string}) {
  const {completedAt, signedIn} = useModuleProgress();
  const complete = useCompleteModule();
  const [saving, setSaving] = useState(false);
  if (!signedIn) {
    return (
      <p className="hint" data-testid="sign-in-to-complete">
        <Link to="/auth" search={{mode: 'sign-in'}}>
          Sign in
        </Link>{' '}
        to mark modules complete and keep your place.
      </p>
    );
  }
  const doneAt = completedAt.get(modulePath);
  return (
    <div className="complete-control">
      <button
        type="button"
        className={doneAt ? 'button button-secondary' : 'button'}
        disabled={saving}
        onClick={() => {
          setSaving(true);
          void complete(modulePath).finally(() => setSaving(false));
        }}
      >
        {doneAt ? 'Update the completion date to now' : 'Mark complete'}
      </button>
      <span className="complete-status" role="status" data-testid="completion-status">
        {doneAt ? `Completed ${dateFormat.format(doneAt)}` : 'Not completed yet'}
      </span>
    </div>
  );
}
