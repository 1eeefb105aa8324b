// The fields of each feedback screen; the modal holds the values and decides which screen shows.
import { FEEDBACK_KINDS } from '../../domain/texts';
import { MESSAGE_MAX_LENGTH } from '../../domain/booking';
import { PhoneInput } from '../ui/PhoneInput';
import { Select } from '../ui/Select';
import { TextArea } from '../ui/TextArea';
import { TextInput } from '../ui/TextInput';
import type { FeedbackValues } from './feedbackForm';
import { FEEDBACK_TEXT } from './feedbackMessages';

export interface FieldsProps {
  values: FeedbackValues;
  errors: Record<string, string>;
  touched: boolean;
  onChange: (change: Partial<FeedbackValues>) => void;
}

const kindOptions = FEEDBACK_KINDS.map((kind) => ({ value: kind, label: kind }));

export function AboutFields({ values, errors, touched, onChange }: FieldsProps) {
  const shown = (name: string) => (touched ? errors[name] : undefined);
  return (
    <>
      <TextInput
        label={FEEDBACK_TEXT.pageLabel}
        value={values.webPageDomain}
        onChange={(webPageDomain) => onChange({ webPageDomain })}
        error={errors.webPageDomain}
        touched={touched}
        required
      />
      <TextInput
        label={FEEDBACK_TEXT.sectionLabel}
        value={values.updatingSection}
        onChange={(updatingSection) => onChange({ updatingSection })}
        error={errors.updatingSection}
        touched={touched}
        required
      />
      <Select
        label={FEEDBACK_TEXT.kindLabel}
        value={values.kindOfFeedback}
        options={kindOptions}
        placeholder={FEEDBACK_TEXT.kindPlaceholder}
        onChange={(kindOfFeedback) => onChange({ kindOfFeedback })}
        error={shown('kindOfFeedback')}
        required
      />
    </>
  );
}

export function DescriptionField({ values, errors, touched, onChange }: FieldsProps) {
  return (
    <TextArea
      label={FEEDBACK_TEXT.descriptionLabel}
      value={values.description}
      onChange={(description) => onChange({ description })}
      maxLength={MESSAGE_MAX_LENGTH}
      error={errors.description}
      touched={touched}
      required
    />
  );
}

export function ContactFields({ values, errors, touched, onChange }: FieldsProps) {
  return (
    <div className="feedback-contact">
      <TextInput
        label={FEEDBACK_TEXT.firstNameLabel}
        value={values.firstName}
        onChange={(firstName) => onChange({ firstName })}
        autoComplete="given-name"
      />
      <TextInput
        label={FEEDBACK_TEXT.lastNameLabel}
        value={values.lastName}
        onChange={(lastName) => onChange({ lastName })}
        autoComplete="family-name"
      />
      <TextInput
        label={FEEDBACK_TEXT.emailLabel}
        type="email"
        value={values.email}
        onChange={(email) => onChange({ email })}
        error={errors.email}
        touched={touched}
        autoComplete="email"
      />
      <PhoneInput
        label={FEEDBACK_TEXT.phoneLabel}
        value={values.phone}
        onChange={(phone) => onChange({ phone })}
        error={errors.phone}
        touched={touched}
        required={false}
      />
    </div>
  );
}
