// The confirmation feature's surface: what the routes and other features may use of it.
export { PaymentSummary } from './BookingFacts';
export { CONFIRMATION_TEXT } from './confirmationMessages';
export { readKeptEarly } from './deviceStore';
export { MyBookingsSection } from './MyBookings';
export { hasPaintedCopy } from './paintedCopy';
export { savePdf } from './pdfExport';
export type { PdfBlock, PdfRow } from './pdfLayout';
