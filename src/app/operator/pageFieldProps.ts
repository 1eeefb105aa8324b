// What every kind of a page's field is drawn from: the field, its value in the document, the API's messages, a patch.
import type { PageChoices, PageField } from './pageForms';

export type Doc = Record<string, unknown>;

export interface FieldProps {
  field: PageField;
  value: unknown;
  /** The API's message for the field's own path. */
  error: string | undefined;
  /** Every message of the save, for fields with parts (`coordinates.lat`, `sections.0.body`, …). */
  errors: Record<string, string>;
  set: (patch: Doc) => void;
  choices: PageChoices;
}
