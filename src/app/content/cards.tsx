// Cards for the catalogue lists: one image, a title, a line or two and a single clear link.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  type AdventureSummary,
  type BlogPost,
  type BoatSummary,
  type DestinationSummary,
  twoHourPrice,
  type RatingSummary,
} from '../../domain/catalogue';
import { formatBoatPrice, formatDate } from '../format';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { RatingBadge } from './Reviews';

/** A card's title: one level under the heading its list comes after (h2 in a list right under the page's h1). */
export type CardTitleLevel = 2 | 3;

/** Set on the first card of a list a page opens with: its picture is the page's largest paint on a phone. */
interface FirstScreen {
  firstScreen?: boolean;
}

/** Props for a card at `index` of such a list. */
export const firstScreenCard = (index: number): FirstScreen => ({ firstScreen: index === 0 });

function CardTitle({ level = 3, href, children }: { level?: CardTitleLevel; href: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className="card__title">
      <Link href={href} className="card__link">
        {children}
      </Link>
    </Heading>
  );
}

export function AdventureCard({
  adventure,
  href,
  titleLevel,
  firstScreen,
}: { adventure: AdventureSummary; href: string; titleLevel?: CardTitleLevel } & FirstScreen) {
  return (
    <article className="card">
      <ImageWithFallback className="card__image" src={adventure.image} alt="" firstScreen={firstScreen} />
      <div className="card__body">
        <CardTitle level={titleLevel} href={href}>
          {adventure.headerTitle}
        </CardTitle>
        <p className="card__text">{adventure.summary}</p>
      </div>
    </article>
  );
}

/** A boat's card; `rating` (its reviews' average and count) shows beside its price when it has reviews. */
export function BoatCard({
  boat,
  href,
  action,
  rating,
  firstScreen,
}: { boat: BoatSummary; href: string; action?: ReactNode; rating?: RatingSummary | null } & FirstScreen) {
  const from = twoHourPrice(boat);
  return (
    <article className="card boat-card">
      <ImageWithFallback className="card__image" src={boat.boatInfo.mainImage} alt="" firstScreen={firstScreen} />
      <div className="card__body">
        <CardTitle href={href}>{boat.name}</CardTitle>
        <p className="card__meta">{`${boat.boatInfo.size} ft ${boat.boatInfo.madeBy} ${boat.boatInfo.boatModel}`}</p>
        <ul className="chips" aria-label="Boat facts">
          <li className="chip">{`Up to ${boat.maxGuests} guests`}</li>
          <li className="chip">{`${boat.maxHours} hrs max`}</li>
          {boat.access.includes('bioBayAccess') && <li className="chip chip--glow">Bio bay</li>}
        </ul>
        {from !== undefined && (
          <p className="card__price">
            <span className="card__price-label">2 hours from</span> <strong>{formatBoatPrice(from)}</strong>
          </p>
        )}
        {rating && (
          <p className="card__rating">
            <RatingBadge summary={rating} />
          </p>
        )}
        {action}
      </div>
    </article>
  );
}

export function DestinationCard({
  destination,
  href,
  titleLevel,
  firstScreen,
}: { destination: DestinationSummary; href: string; titleLevel?: CardTitleLevel } & FirstScreen) {
  return (
    <article className="card">
      <ImageWithFallback className="card__image" src={destination.image} alt="" firstScreen={firstScreen} />
      <div className="card__body">
        <CardTitle level={titleLevel} href={href}>
          {destination.title}
        </CardTitle>
        <p className="card__text">{destination.summary}</p>
      </div>
    </article>
  );
}

export function BlogCard({ post, href, firstScreen }: { post: BlogPost; href: string } & FirstScreen) {
  return (
    <article className="card">
      <ImageWithFallback className="card__image" src={post.image} alt="" firstScreen={firstScreen} />
      <div className="card__body">
        <p className="card__meta">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {post.author}
        </p>
        <CardTitle href={href}>{post.title}</CardTitle>
        <p className="card__text">{post.excerpt}</p>
      </div>
    </article>
  );
}
