// The feedback feature's surface: what the routes and other features may use of it.
export { FeedbackButton } from './FeedbackButton';
