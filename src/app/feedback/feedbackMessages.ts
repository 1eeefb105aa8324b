// Texts of the 'Send Us Feedback' flow written for this app; the fixed wording is in domain/texts/labels.ts and
// messages.ts.
import { TITLES } from '../../domain/texts';

export const FEEDBACK_TEXT = {
  openButton: TITLES.feedback,
  stepOf: (step: number, of: number) => `Step ${step} of ${of}`,
  pageLabel: 'Page address',
  sectionLabel: 'Which part of the page?',
  kindLabel: 'What kind of feedback?',
  kindPlaceholder: 'Choose one',
  descriptionLabel: 'Describe what you noticed',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  send: 'SEND FEEDBACK',
  sending: 'Sending…',
  close: 'CLOSE',
  captchaButton: "I'm not a robot",
  captchaSolving: 'Checking…',
  captchaSolved: 'Verified',
  captchaLater: "Offline: we'll verify you as soon as you're back online",
  thanksTitle: 'Thank you!',
  thanksSent: 'Your feedback has been sent. It helps us keep this site right.',
} as const;
