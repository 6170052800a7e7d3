// A read-only address with a Copy button.
import {useState} from 'react';

export function CopyField({label, value, testID}: {label: string; value: string; testID?: string}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-field">
      <input
        type="text"
        readOnly
        value={value}
        aria-label={label}
        data-testid={testID}
        onFocus={(event) => event.target.select()}
      />
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(
            () => {
              setCopied(true);
              setTimeout(() => setCopied(false), 1500);
            },
            () => setCopied(false),
          );
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
