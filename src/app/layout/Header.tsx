// Site header: brand, main navigation (a disclosure menu on phones), the Call Us link and the offline banner.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { DEFAULT_COUNTRY } from '../../domain/catalogue';
import { countryPath, useCountryState } from '../country';
import { formatPhone } from '../format';
import { OFFLINE_BANNER } from '../messages';
import { useOnline } from '../http/useOnline';
import { Logo } from './Logo';
import { PendingSends } from '../outbox';

const NAV = [
  { label: 'Build a Trip', segment: 'trip-builder' },
  { label: 'Guide', segment: 'guide' },
  { label: 'Adventures', segment: 'activity' },
  { label: 'Boats & Rates', segment: 'boats-and-rates' },
  { label: 'FAQ', segment: 'faq' },
  { label: 'Blog', segment: 'blog' },
  { label: 'Contact', segment: 'contact-us' },
  // The confirmations kept on this device, and finding one by reference and email.
  { label: 'My bookings', segment: 'booking-summary' },
];

function CallUsFace() {
  return (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="call-us__icon">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        />
      </svg>
      <span>Call Us</span>
    </>
  );
}

export function Header() {
  const [location] = useLocation();
  const { query } = useCountryState();
  const country = query.data;
  const base = country?.urlTitle ?? DEFAULT_COUNTRY;
  const online = useOnline();
  const [menuOpen, setMenuOpen] = useState(false);

  // eslint-disable-next-line react-hooks/set-state-in-effect -- going to another page closes the menu
  useEffect(() => setMenuOpen(false), [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {!online && (
        <div className="offline-banner" role="status">
          <span className="offline-banner__dot" aria-hidden="true" />
          {OFFLINE_BANNER}
        </div>
      )}
      <PendingSends />
      <div className="site-header__bar container">
        <Link href={countryPath(base)} className="site-header__brand">
          <Logo />
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className="menu-button__icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span>{menuOpen ? 'Close' : 'Menu'}</span>
        </button>
        <nav id="main-nav" className={`main-nav ${menuOpen ? 'is-open' : ''}`} aria-label="Main">
          <ul className="main-nav__list">
            {NAV.map((item) => {
              const href = countryPath(base, item.segment);
              const current = location === href || location.startsWith(`${href}/`);
              return (
                <li key={item.segment}>
                  <Link href={href} className="main-nav__link" aria-current={current ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          {country ? (
            <a className="button button--accent call-us" href={`tel:${country.phone}`}>
              <CallUsFace />
              <span className="visually-hidden"> at {formatPhone(country.phone)}</span>
            </a>
          ) : (
            // Its place kept, unseen, until the country's number arrives: the navigation never moves then.
            <span className="button button--accent call-us call-us--waiting" aria-hidden="true">
              <CallUsFace />
            </span>
          )}
        </nav>
      </div>
    </header>
  );
}
