// Title, description and share image for each page of the site.
import type { PageMetadata } from '../../../domain/catalogue';

const meta = (page: string, title: string, description: string, image = '/images/content/hero-grand-cayman.svg'): PageMetadata => ({ page, title, description, image });

export const metadata: PageMetadata[] = [
  meta('home', 'Private Boat Charters in Grand Cayman | Cayman Charters',
    'Book a private boat on Grand Cayman: Stingray City, Starfish Point, the Kittiwake, deep-sea fishing and the bioluminescent bay, with a licensed local captain.'),
  meta('guide', 'Grand Cayman Travel Guide | Cayman Charters',
    'History, travel tips, beaches, boating, where to stay and where to eat on Grand Cayman.', '/images/content/history.svg'),
  meta('activity', 'Things to Do on the Water in Grand Cayman',
    'Stingray City, Starfish Point, reef snorkelling, wreck snorkelling, fishing and the bio bay: every adventure you can add to a private charter.', '/images/activities/stingray-city.svg'),
  meta('boats-and-rates', 'Boats and Rates | Private Charters in Grand Cayman',
    'From 22 ft skiffs to a 65 ft yacht: compare every boat, its rates, its amenities and what is included.', '/images/boats/cayman-pearl.svg'),
  meta('trip-builder', 'Build Your Trip | Cayman Charters',
    'Choose your pick-up, stops, boat and pace, see the price straight away and book a time that suits you.'),
  meta('compare-boats', 'Compare Boats | Cayman Charters',
    'Compare size, guests, speed and prices of our boats side by side.', '/images/boats/sandbar-cat.svg'),
  meta('faq', 'Frequently Asked Questions | Cayman Charters',
    'Answers about booking, the day of your trip, cruise guests, payments, cancellation and safety.', '/images/content/faq.svg'),
  meta('blog', 'Blog | Cayman Charters', 'Tips and stories from the water around Grand Cayman, from our team and our captains.', '/images/content/packing.svg'),
  meta('contact-us', 'Contact Us | Cayman Charters', 'Call, email or send us a question about a private charter in Grand Cayman.'),
  meta('gallery', 'Gallery | Cayman Charters', 'Pictures of our boats, the stingrays, the reefs and the bio bay.', '/images/activities/bio-bay.svg'),
  meta('custom-trip', 'Plan a Custom Trip | Cayman Charters', 'Tell us what you would like to do and we will plan the day with you.'),
  meta('booking-summary', 'Booking Summary | Cayman Charters', 'Review your trip, the schedule and the price before you pay.'),
  meta('booking-confirmed', 'Booking Confirmed | Cayman Charters', 'Your booking is complete. Your confirmation email is on its way.'),
  meta('policies', 'Policies | Cayman Charters', 'Terms of service, privacy, cancellation, refunds and our Charter Secure guarantee.', '/images/content/policy.svg'),
  meta('destination', 'Grand Cayman Guide | Cayman Charters', 'Practical guides to Grand Cayman, written by people who live and work on the water.', '/images/content/districts.svg'),
  meta('boat', 'Private Boat | Cayman Charters', 'Rates, amenities, inclusions and photos of this boat.', '/images/boats/grand-lady.svg'),
];
