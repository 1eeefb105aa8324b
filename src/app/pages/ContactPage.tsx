import { Link } from 'wouter';
import { OPENING_HOURS } from '../../domain/catalogue';
import { useCountry, useCountryPath } from '../country';
import { PageHero, usePageMeta } from '../content';
import { formatPhone } from '../format';
import { EmailInquiryForm } from '../trip-actions';

export default function ContactPage() {
  const country = useCountry();
  const to = useCountryPath();
  usePageMeta('contact-us', {
    title: 'Contact Us',
    description: `Call or email our team in ${country.mainIsland} about private boat charters.`,
  });
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="We're here to help"
        lead="Questions about a boat, a meeting point or your cruise ship's timing? Talk to us."
        size="small"
      />
      <div className="container contact">
        <ul className="contact__cards">
          <li className="contact-card">
            <h2 className="contact-card__title">Call us</h2>
            <p>
              <a href={`tel:${country.phone}`} className="contact-card__big">
                {formatPhone(country.phone)}
              </a>
            </p>
            <p className="contact-card__note">The quickest way to book for today or tomorrow morning.</p>
          </li>
          <li className="contact-card">
            <h2 className="contact-card__title">Email</h2>
            <p>
              <a href={`mailto:${country.email}`} className="contact-card__big">
                {country.email}
              </a>
            </p>
            <p className="contact-card__note">We usually answer within one business day.</p>
          </li>
          <li className="contact-card">
            <h2 className="contact-card__title">Visit</h2>
            <address className="contact-card__address">{country.address}</address>
          </li>
          <li className="contact-card">
            <h2 className="contact-card__title">Opening hours</h2>
            <dl className="hours">
              {OPENING_HOURS.map((h) => (
                <div key={h.days}>
                  <dt>{h.days}</dt>
                  <dd>{h.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="contact-card__note">{`${country.mainIsland} time (${country.timezone.replace('_', ' ')}).`}</p>
          </li>
        </ul>
        {/* The booking-inquiry contact form in contact-us mode: no marketing box. */}
        <EmailInquiryForm mode="contact-us" />
        <p className="contact__more">
          Many answers are already in our <Link href={to('faq')}>FAQ</Link>.
        </p>
      </div>
    </>
  );
}
