export function PracticeProgress({done, total}: {done: number; total: number}) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <div className="practice-progress">
      <div
        className="practice-progress-track"
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <span className="practice-progress-fill" style={{width: `${percent}%`}} />
      </div>
      <span className="practice-progress-count">
        {done} / {total}
      </span>
    </div>
  );
}
