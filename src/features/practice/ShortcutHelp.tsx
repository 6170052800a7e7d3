// The help line under a practice screen: every action's key, so nothing needs the mouse.
export type ShortcutHint = {keys: string[]; action: string};

export function ShortcutHelp({hints}: {hints: ShortcutHint[]}) {
  return (
    <p className="practice-help">
      <span className="visually-hidden">Keyboard shortcuts: </span>
      {hints.map(({keys, action}) => (
        <span key={action} className="practice-help-item">
          {keys.map((key, index) => (
            <span key={key}>
              {index > 0 && ' '}
              <kbd>{key}</kbd>
            </span>
          ))}{' '}
          {action}
        </span>
      ))}
    </p>
  );
}
