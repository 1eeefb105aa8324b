// The boat info modal, loaded on first open (builder and confirmation).
import { lazyPart } from '../ui/lazyPart';

export const LazyBoatInfoModal = lazyPart(() => import('./BoatInfoModal').then((module) => module.BoatInfoModal));
