export function PracticeLoading() {
  return (
    <div className="page practice" aria-busy="true">
      <p className="hint" role="status">
        Loading practice…
      </p>
      <div className="card practice-question practice-skeleton" aria-hidden="true" />
    </div>
  );
}
