export function Loading({what = 'Loading…'}: {what?: string}) {
  return (
    <p className="hint loading" role="status" aria-live="polite">
      {what}
    </p>
  );
}
