import {useEffect, useState} from 'react';
import {reloadOnceForChunkError} from '../app/chunk-reload.ts';

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Unknown error occurred';
}

export function ErrorPanel({error, reset}: {error: unknown; reset?: () => void}) {
  const [showError, setShowError] = useState(false);
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
  return (
    <div className="centered-panel" role="alert">
      <h1>Something went wrong!</h1>
      <div className="button-row">
        <button
          type="button"
          className="button"
          aria-expanded={showError}
          onClick={() => setShowError((shown) => !shown)}
        >
          {showError ? 'Hide Error' : 'Show Error'}
        </button>
        {reset && (
          <button type="button" className="button button-secondary" onClick={reset}>
            Try again
          </button>
        )}
      </div>
      {showError && <pre className="error-details">{errorMessage(error)}</pre>}
    </div>
  );
}
