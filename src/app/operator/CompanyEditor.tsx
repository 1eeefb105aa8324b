// The company settings a country's document holds: how guests reach the office (phone, e-mail, address, social
// links), the tax-and-fee rate, and the promotions (the summer promotion's window and free hours). On a fresh install
// it creates the country: the site opens at DEFAULT_COUNTRY's address once it is saved.
import { type Country, type CatalogueEntry, DEFAULT_COUNTRY } from '../../domain/catalogue';
import { saveCatalogueDoc } from './catalogueApi';
import { PAGES_TEXT as P } from './cataloguePagesMessages';
import { EditorForm, useCatalogueDoc } from './catalogueParts';
import { CompanyContact, SocialLinks, TaxAndFee } from './CompanyContact';
import { CompanyIdentity } from './CompanyIdentity';
import { Promotions } from './CompanyPromotions';

// Numbers left empty (NaN) are sent as null: the API names each field still to give.
const newCountry = (): Country => ({
  _id: '',
  name: '',
  urlTitle: DEFAULT_COUNTRY,
  code: '',
  mainIsland: '',
  timezone: '',
  currency: 'USD',
  taxAndFeeBasisPoints: Number.NaN,
  phone: '',
  email: '',
  address: '',
  mapCenter: { lat: Number.NaN, lng: Number.NaN },
  heroImage: '',
  description: '',
  campaigns: [],
});

/** A new country's id is made from its code, as the demo's country-ky; its promotions point at it. */
function withIds(country: Country, version: number): Country {
  if (version !== 0) return country;
  const _id = `country-${country.code.toLowerCase()}`;
  return { ...country, _id, campaigns: country.campaigns.map((c) => ({ ...c, countryId: _id })) };
}

export function CompanyEditor({
  entry,
  zone,
  onSaved,
  onBack,
}: {
  entry: CatalogueEntry | null;
  zone: string;
  onSaved: () => void;
  onBack: () => void;
}) {
  const editor = useCatalogueDoc<Country>('countries', entry, newCountry, onSaved, (doc, version) => {
    const sent = withIds(doc, version);
    return saveCatalogueDoc('countries', sent._id, sent, version);
  });
  const { doc: country, set, errors } = editor;
  const fields = { country, errors, set };
  return (
    <EditorForm
      editor={editor}
      title={editor.isNew ? P.newCompany : P.companyOf(country.name)}
      back={onBack}
      backLabel={P.back}
      zone={zone}
      fixFields={P.fixFields}
    >
      <CompanyIdentity country={country} isNew={editor.isNew} errors={errors} set={set} />
      <CompanyContact {...fields} />
      <SocialLinks {...fields} />
      <TaxAndFee {...fields} />
      <Promotions {...fields} />
    </EditorForm>
  );
}
