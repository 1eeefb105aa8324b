// The policies as the footer and the policy pages list them: each one's name (the domain's) and what it covers.
import { POLICY_SLUGS, type PolicySlug } from '../../domain/catalogue';
import { POLICY_TITLES } from '../../domain/texts';

const ABOUT: Readonly<Record<PolicySlug, string>> = {
  'term-of-service': 'What booking with us means: prices, payment, the captain’s word on board.',
  'privacy-policy': 'What we keep about you, for how long, and how to see or delete it.',
  'cancellation-policy': 'Refunds when you cancel, when the weather turns or when your ship skips port.',
  'return-policy': 'How and when refunds are paid, changes to a booked trip, credits.',
  'charter-secure': 'Our guarantee: your time slot locked, a boat or your money back.',
};

export const POLICY_LINKS = POLICY_SLUGS.map((slug) => ({ slug, label: POLICY_TITLES[slug], about: ABOUT[slug] }));
