import {Link} from '@tanstack/react-router';

export function NotFound() {
  return (
    <div className="centered-panel">
      <h1 className="not-found">404 / Page not found</h1>
      <Link to="/" className="button">
        Go home
      </Link>
    </div>
  );
}
