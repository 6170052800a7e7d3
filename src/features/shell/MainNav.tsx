// The main navigation: its links in one strip where they fit; on a narrower screen behind a Menu button, with Review
// and its due count always in sight (the one number a learner looks for on every page).
import {useEffect, useRef, useState} from 'react';
import {Link, useRouterState} from '@tanstack/react-router';
import {ReviewNavLink} from '../review/ReviewNavLink.tsx';

const NAV_LINKS = [
  {to: '/', label: 'Home'},
  {to: '/dashboard', label: 'Dashboard'},
  {to: '/learn', label: 'Learn', tour: 'learn-button'},
  {to: '/lessons', label: 'Lessons'},
  {to: '/vocab', label: 'Vocab'},
  {to: '/grammar-notes', label: 'Grammar'},
  {to: '/settings', label: 'Settings'},
] as const;

export function MainNav() {
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({select: (routerState) => routerState.location.pathname});

  // biome-ignore lint/correctness/useExhaustiveDependencies: a link taken (a new pathname) closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  // Escape (focus back on the button) or a click elsewhere closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <nav className="app-nav" aria-label="Main" ref={nav} data-open={open}>
      <button
        type="button"
        className="nav-menu-button"
        aria-expanded={open}
        aria-controls="nav-links"
        ref={button}
        onClick={() => setOpen((was) => !was)}
      >
        <svg className="nav-menu-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        Menu
      </button>
      <div id="nav-links" className="nav-links">
        {NAV_LINKS.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="nav-link"
            activeOptions={{exact: link.to === '/'}}
            activeProps={{'aria-current': 'page'}}
            data-tour={'tour' in link ? link.tour : undefined}
          >
            {link.label}
          </Link>
        ))}
      </div>
      <ReviewNavLink />
    </nav>
  );
}
