import {memo, type ReactNode} from 'react';
import {Link} from '@tanstack/react-router';
import {MainNav} from './MainNav.tsx';
import {ConnectionBeforeZero} from '../../app/connection/ConnectionBadge.tsx';
import {AccountMenu} from '../auth/AccountMenu.tsx';
import {Notices} from '../../app/notices/Notices.tsx';
import {TourButton} from '../tour/TourButton.tsx';
import {zeroPart} from '../../app/WithZero.tsx';
import {useAfterTheFrame} from '../../app/use-after-the-frame.ts';

// The header paints before Zero has started; what it says of the connection and of pending writes follows then.
const ConnectionIndicator = zeroPart(
  () => import('../../app/connection/ConnectionIndicator.tsx').then((module) => module.ConnectionIndicator),
  () => <ConnectionBeforeZero />,
);
const PendingWritesIndicator = zeroPart(() =>
  import('../outbox/PendingWritesIndicator.tsx').then((module) => module.PendingWritesIndicator),
);

/** The frame index.html paints before any script: the header alone. The page's content and the footer below it come
 * in the render after it (use-after-the-frame.ts), so that nothing in view moves when they arrive. */
export function AppShell({children}: {children: ReactNode}) {
  const frameShown = useAfterTheFrame();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className="app-main">
        {frameShown && children}
      </main>
      {frameShown && <AppFooter />}
      <Notices />
    </div>
  );
}

const AppHeader = memo(function AppHeader() {
  return (
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
  );
});

function AppFooter() {
  return (
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
  );
}
