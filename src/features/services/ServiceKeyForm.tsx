// The API key of WaniKani or jpdb: given once, checked by our server with the service, kept there (never shown again,
// never in this browser's storage), and removable. The server marks the service valid in the settings, which makes
// it the live one.
import {useCallback, useEffect, useState} from 'react';
import {refusalOfResponse} from '../../../schema/refusals.ts';
import {SERVICE_LABELS, type KeyedService, type ServiceKeyStatus} from '../../../schema/external-services.ts';
import './services.css';

const WHERE_TO_FIND: Record<KeyedService, string> = {
  wanikani:
    'On wanikani.com, open Settings → API Tokens and generate a token; the default read-only permissions are enough.',
  jpdb: 'On jpdb.io, open Settings: your API key is at the bottom of the page.',
};

type Outcome = {kind: 'ok' | 'error'; text: string} | null;

async function serviceCall(method: 'PUT' | 'DELETE', service: KeyedService, key?: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`/api/services/${service}/key`, {
      method,
      credentials: 'same-origin',
      ...(key === undefined ? {} : {headers: {'content-type': 'application/json'}, body: JSON.stringify({key})}),
    });
  } catch {
    return {kind: 'error', text: 'The server could not be reached: try again'};
  }
  const refusal = refusalOfResponse(response.status, await response.json().catch(() => null));
  return refusal ? {kind: 'error', text: refusal.message} : null;
}

export function ServiceKeyForm({service, valid}: {service: KeyedService; valid: boolean}) {
  const label = SERVICE_LABELS[service];
  const [status, setStatus] = useState<ServiceKeyStatus | null>(null);
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const loadStatus = useCallback(async () => {
    try {
      const response = await fetch('/api/services', {credentials: 'same-origin'});
      if (response.ok) setStatus((await response.json()) as ServiceKeyStatus);
    } catch {
      // The form still works; only the "saved" line is missing.
    }
  }, []);
  useEffect(() => void loadStatus(), [loadStatus]);
  const saved = status?.[service];

  const run = async (method: 'PUT' | 'DELETE') => {
    setBusy(true);
    setOutcome(null);
    const failed = await serviceCall(method, service, method === 'PUT' ? key : undefined);
    setBusy(false);
    if (failed) return setOutcome(failed);
    if (method === 'PUT') setKey('');
    setOutcome({
      kind: 'ok',
      text:
        method === 'PUT'
          ? `${label} accepted the key: your reviews now come from ${label}.`
          : `The ${label} key is removed.`,
    });
    await loadStatus();
  };

  return (
    <div className="service-connection" data-testid={`${service}-connection`}>
      <p className="hint">
        {WHERE_TO_FIND[service]} The key is kept on our server, encrypted, and used only to ask {label} about your
        reviews.
      </p>
      {saved?.saved && (
        <p className="hint" data-testid="service-key-saved">
          A key is saved{saved.checkedAt ? ` (checked ${new Date(saved.checkedAt).toLocaleDateString()})` : ''}
          {valid ? '' : `, but ${label} no longer accepts it`}.{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void run('DELETE')}
            disabled={busy}
            data-testid="service-key-remove"
          >
            Remove it
          </button>
        </p>
      )}
      <form
        className="service-connection-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run('PUT');
        }}
      >
        <div className="field">
          <label htmlFor={`${service}-key`}>{saved?.saved ? `Replace the ${label} key` : `${label} API key`}</label>
          <input
            id={`${service}-key`}
            type="password"
            value={key}
            onChange={(event) => setKey(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="service-key"
          />
        </div>
        <button type="submit" className="button" disabled={busy || key.trim() === ''} data-testid="service-key-save">
          {busy ? 'Checking…' : 'Save and check'}
        </button>
      </form>
      <p
        aria-live="polite"
        className={outcome?.kind === 'error' ? 'field-error' : 'hint'}
        data-testid="service-key-outcome"
      >
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
