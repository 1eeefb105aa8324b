// The content feature's surface: what the routes and other features may use of it.
export { BannerLinks } from './BannerLinks';
export { BoatRates } from './BoatRates';
export { Breadcrumbs } from './Breadcrumbs';
export { AdventureCard, BlogCard, BoatCard, DestinationCard, firstScreenCard } from './cards';
export { Checklist } from './Checklist';
export { ContentSections } from './ContentSections';
export { LazyBoatInfoModal } from './lazyBoatInfoModal';
export { ImageGrid, Lightbox } from './Lightbox';
export { installMarkdownRule } from './markdownRule';
export { MarkdownText } from './MarkdownText';
export { NotFoundPage } from './NotFoundPage';
export { PageHero } from './PageHero';
export { POLICY_LINKS } from './policyLinks';
export { LoadProblem, OptionalQuery, QueryView } from './QueryView';
export { RatingBadge, Reviews } from './Reviews';
export { useDocumentMeta, usePageMeta } from './useDocumentMeta';
