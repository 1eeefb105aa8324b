// The trip-actions feature's surface: what the routes and other features may use of it.
export { PolicyCheckbox } from './checkedForm';
export { EmailInquiryForm } from './EmailInquiryForm';
export type { EmailInquiryStart } from './EmailInquiryForm';
export { SummerPromotion } from './SummerPromotion';
export { TRIP_ACTION_BUTTONS } from './tripActionButtons';
export { TripActionButtons, TripActions } from './TripActions';
export { TRIP_ACTIONS_TEXT } from './tripActionsMessages';
export { readTripLink } from './tripLinkWelcome';
export type { TripLink } from './tripLinkWelcome';
