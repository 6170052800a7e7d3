import type {ReactNode} from 'react';
import {Link} from '@tanstack/react-router';
import {MainNav} from './MainNav.tsx';
import {ConnectionBeforeZero} from '../../app/connection/ConnectionBadge.tsx';
import {AccountMenu} from '../auth/AccountMenu.tsx';
import {Notices} from '../../app/notices/Notices.tsx';
import {TourButton} from '../tour/TourButton.tsx';
import {zeroPart} from '../../app/WithZero.tsx';

// The header paints before Zero has started; what it says of the connection and of pending writes follows then.
const ConnectionIndicator = zeroPart(
  () => import('../../app/connection/ConnectionIndicator.tsx').then((module) => module.ConnectionIndicator),
  () => <ConnectionBeforeZero />,
);
const PendingWritesIndicator = zeroPart(() =>
  import('../outbox/PendingWritesIndicator.tsx').then((module) => module.PendingWritesIndicator),
);

export function AppShell({children}: {children: ReactNode}) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link to="/" className="brand" aria-label="Genki Study">
          <span className="brand-mark" aria-hidden="true" data-mark="元" lang="ja" />
          <span className="brand-name">Genki Study</span>
        </Link>
        <MainNav />
        <div className="app-header-end">
          <PendingWritesIndicator />
          <ConnectionIndicator />
          <TourButton />
          <AccountMenu />
        </div>
      </header>
      <main id="main" className="app-main">
        {children}
      </main>
      <footer className="app-footer">
        <nav aria-label="Footer">
          <Link to="/guides" className="footer-link">
            Guides
          </Link>
          <Link to="/pricing" className="footer-link">
            Pricing
          </Link>
          <Link to="/additional-resources" className="footer-link">
            Additional resources
          </Link>
          <Link to="/credits" className="footer-link">
            Credits
          </Link>
        </nav>
      </footer>
      <Notices />
    </div>
  );
}
