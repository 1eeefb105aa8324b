// The feedback form's values and checks, per step, with the domain schema (src/domain/inquiry/feedback.ts).
import { omit, pick } from 'superstruct';
import { pageFeedbackContact, pageFeedbackQuestions } from '../../domain/inquiry';
import { check, errorMap } from '../../domain/schema';

export interface FeedbackValues {
  webPageDomain: string;
  updatingSection: string;
  kindOfFeedback: string;
  description: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const emptyFeedback = (pageUrl: string): FeedbackValues => ({
  webPageDomain: pageUrl,
  updatingSection: '',
  kindOfFeedback: '',
  description: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
});

/** feedback_send is two screens: what it is about, then the description. */
const aboutStep = pick(pageFeedbackQuestions, ['webPageDomain', 'updatingSection', 'kindOfFeedback']);
const descriptionStep = pick(pageFeedbackQuestions, ['description']);
const contactStep = omit(pageFeedbackContact, ['captchaToken']);

/** Optional contact fields left empty are not sent. */
function contactOf(values: FeedbackValues) {
  const filled = (text: string) => (text.trim() === '' ? undefined : text.trim());
  return {
    firstName: filled(values.firstName),
    lastName: filled(values.lastName),
    email: filled(values.email),
    phone: values.phone === '' ? undefined : values.phone,
  };
}

const errorsOf = (result: ReturnType<typeof check>) => (result.ok ? {} : errorMap(result.errors));

export const aboutErrors = (v: FeedbackValues) =>
  errorsOf(
    check(aboutStep, {
      webPageDomain: v.webPageDomain,
      updatingSection: v.updatingSection,
      kindOfFeedback: v.kindOfFeedback,
    }),
  );
export const descriptionErrors = (v: FeedbackValues) =>
  errorsOf(check(descriptionStep, { description: v.description }));
export const contactErrors = (v: FeedbackValues) => errorsOf(check(contactStep, contactOf(v)));

/** The post-feedback body without its captchaToken (the send queue adds the proof). */
export function feedbackBody(v: FeedbackValues) {
  const contact = contactOf(v);
  const body: Record<string, string> = {
    webPageDomain: v.webPageDomain,
    updatingSection: v.updatingSection.trim(),
    kindOfFeedback: v.kindOfFeedback,
    description: v.description.trim(),
  };
  for (const [key, value] of Object.entries(contact)) if (value !== undefined) body[key] = value;
  return body;
}
