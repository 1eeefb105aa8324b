// The trip actions' menu and buttons, which the builder's first screen shows. Apart from the rest of their texts
// (./tripActionsMessages.ts, which includes these), which only the actions' modals and forms need: those load later.
export const TRIP_ACTION_BUTTONS = {
  menu: 'Save & share',
  saveTrip: 'Save Trip',
  shareTrip: 'Share Trip',
  sendInquiry: 'Send Booking Inquiry',
  callUs: 'Call Us',
  customTrip: 'Send Us an Email',
} as const;
