// The outbox feature's surface: what the routes and other features may use of it.
export { preloadSolver, proofOfWork, solveCaptcha, solvedProof } from './captchaSolver';
export { PendingSends } from './PendingSends';
export { QUEUED_NOTICE, onQueuedSubmissionRefused, sendOrQueue } from './sendQueue';
