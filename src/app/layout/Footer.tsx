import { Link } from 'wouter';
import { AGENT_PAGES } from '../../domain/protocol';
import {
  GUIDE_SECTIONS,
  GUIDE_SECTION_TITLES,
  COMPANY_NAME,
  DEFAULT_COUNTRY,
  SOCIAL_LINKS,
} from '../../domain/catalogue';
import { countryPath, useCountryState } from '../country';
import { formatPhone } from '../format';
import { POLICY_LINKS } from '../content';
import { Logo } from './Logo';
import { FeedbackButton } from '../feedback';

export function Footer() {
  const country = useCountryState().query.data;
  const base = country?.urlTitle ?? DEFAULT_COUNTRY;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__wave" aria-hidden="true" />
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Logo />
          <p>
            Private boat charters with local captains: snorkelling, sandbars, deep-sea fishing and bioluminescent bays.
          </p>
          {country && (
            <address className="site-footer__contact">
              <span>{country.address}</span>
              <a href={`tel:${country.phone}`}>{formatPhone(country.phone)}</a>
              <a href={`mailto:${country.email}`}>{country.email}</a>
            </address>
          )}
          <FeedbackButton />
        </div>
        <nav aria-label="Guide">
          <h2 className="site-footer__heading">Island guide</h2>
          <ul>
            {GUIDE_SECTIONS.map((s) => (
              <li key={s}>
                <Link href={countryPath(base, 'guide', s)}>{GUIDE_SECTION_TITLES[s]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Explore">
          <h2 className="site-footer__heading">Explore</h2>
          <ul>
            <li>
              <Link href={countryPath(base, 'boats-and-rates')}>Boats &amp; Rates</Link>
            </li>
            <li>
              <Link href={countryPath(base, 'activity')}>Adventures</Link>
            </li>
            <li>
              <Link href={countryPath(base, 'compare-boats')}>Compare Boats</Link>
            </li>
            <li>
              <Link href={countryPath(base, 'gallery')}>Gallery</Link>
            </li>
            <li>
              <Link href={countryPath(base, 'blog')}>Blog</Link>
            </li>
            <li>
              <Link href={countryPath(base, 'faq')}>FAQ</Link>
            </li>
            <li>
              <Link href={countryPath(base, 'contact-us')}>Contact Us</Link>
            </li>
            <li>
              <Link href={countryPath(base, 'booking-summary')}>My bookings</Link>
            </li>
            <li>
              <Link href={countryPath(base, AGENT_PAGES.signIn)}>Agent sign-in</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Policies">
          <h2 className="site-footer__heading">Policies</h2>
          <ul>
            {POLICY_LINKS.map((p) => (
              <li key={p.slug}>
                <Link href={countryPath(base, 'policies', p.slug)}>{p.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {COMPANY_NAME}. All rights reserved.
        </p>
        <ul className="social-links" aria-label="Social media">
          {(country?.socialLinks ?? SOCIAL_LINKS).map((s) => (
            <li key={s.name}>
              <a href={s.href} rel="noopener noreferrer" target="_blank">
                {s.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
