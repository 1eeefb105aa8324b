// A region, an itinerary or a page of the catalogue (guide page, adventure, blog post, FAQ answer, policy, post or
// 'See also' banner), drawn from its form (pageForms.ts): long texts in Markdown with a preview, every refused field's
// message under it, and the document's life (hide/show, earlier versions) shared with the boat editor.
import { type ContentSection, urlTitleOf, type CatalogueEntry } from '../../domain/catalogue';
import { saveCatalogueDoc } from './catalogueApi';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { EditorForm, useCatalogueDoc } from './catalogueParts';
import { savedSections } from './MarkdownField';
import { FieldInput } from './PageFieldInput';
import { PAGE_FORMS, idOf, pageLabel, type PageChoices, type PageListName } from './pageForms';

type Doc = Record<string, unknown>;

/**
 * What a save sends: a new document's id (and an empty url title) made from its title; sections split in paragraphs.
 */
export function pageToSave(list: PageListName, doc: Doc, isNew: boolean): Doc {
  const form = PAGE_FORMS[list];
  const key = urlTitleOf(String(doc[form.titleKey] ?? ''));
  const out: Doc = { ...doc };
  if ('urlTitle' in out && out.urlTitle === '') out.urlTitle = key;
  if (isNew && '_id' in out) out._id = `${form.prefix}-${key}`;
  if (Array.isArray(out.sections)) out.sections = savedSections(out.sections as ContentSection[]);
  return out;
}

export function PageEditor({
  list,
  entry,
  choices,
  zone,
  onSaved,
  onBack,
}: {
  list: PageListName;
  entry: CatalogueEntry | null;
  choices: PageChoices;
  zone: string;
  onSaved: () => void;
  onBack: () => void;
}) {
  const form = PAGE_FORMS[list];
  const editor = useCatalogueDoc<Doc>(
    list,
    entry,
    () => form.blank(choices),
    onSaved,
    (doc, version) => {
      const out = pageToSave(list, doc, version === 0);
      return saveCatalogueDoc(list, idOf(list, out), out, version);
    },
  );
  const title = pageLabel(editor.doc);
  // A boat carries the checklist items it lists: say which, since hiding or renaming one here leaves their pages as
  // they are.
  const listedBy =
    list === 'checklistItems' && !editor.isNew
      ? choices.boats.filter((b) => b.boatingCheckList.some((item) => item._id === editor.doc._id)).map((b) => b.name)
      : null;
  return (
    <EditorForm
      editor={editor}
      title={editor.isNew && !editor.doc[form.titleKey] ? P.addTo(P.lists[list]!) : title}
      back={onBack}
      backLabel={P.back}
      zone={zone}
      fixFields={P.fixFields}
    >
      {listedBy && <p className="operator-notice">{listedBy.length > 0 ? P.usedBy(listedBy.join(', ')) : P.unused}</p>}
      {form.fields.map((field) => (
        <FieldInput
          key={field.key}
          field={field}
          doc={editor.doc}
          set={editor.set}
          errors={editor.errors}
          choices={choices}
        />
      ))}
    </EditorForm>
  );
}
