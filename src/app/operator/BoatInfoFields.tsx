// The boat itself (size, maker, model, captain) and its photos.
import type { Boat } from '../../domain/catalogue';
import { useCountry } from '../country';
import { PhoneInput } from '../ui/PhoneInput';
import { CATALOGUE_TEXT as T } from './catalogueMessages';
import { Control } from './catalogueParts';
import { PhotoField, PhotoList } from './PhotoField';

export function BoatInfoFields({
  boat,
  errors,
  setInfo,
}: {
  boat: Boat;
  errors: Record<string, string>;
  setInfo: (patch: Partial<Boat['boatInfo']>) => void;
}) {
  const countryCode = useCountry().code;
  return (
    <fieldset className="catalogue-section">
      <legend>{T.info}</legend>
      <div className="operator-row">
        <Control label={T.size} error={errors['boatInfo.size']}>
          {(id, d) => (
            <input
              id={id}
              aria-describedby={d}
              type="number"
              min="1"
              value={boat.boatInfo.size}
              onChange={(e) => setInfo({ size: Number(e.target.value) })}
            />
          )}
        </Control>
        <Control label={T.madeBy} error={errors['boatInfo.madeBy']}>
          {(id) => <input id={id} value={boat.boatInfo.madeBy} onChange={(e) => setInfo({ madeBy: e.target.value })} />}
        </Control>
        <Control label={T.model} error={errors['boatInfo.boatModel']}>
          {(id) => (
            <input id={id} value={boat.boatInfo.boatModel} onChange={(e) => setInfo({ boatModel: e.target.value })} />
          )}
        </Control>
      </div>
      <div className="operator-row">
        <Control label={T.captain} error={errors['boatInfo.boatCaptain.name']}>
          {(id) => (
            <input
              id={id}
              value={boat.boatInfo.boatCaptain.name}
              onChange={(e) => setInfo({ boatCaptain: { ...boat.boatInfo.boatCaptain, name: e.target.value } })}
            />
          )}
        </Control>
        <div className="catalogue-field">
          <PhoneInput
            label={T.captainPhone}
            required={false}
            defaultCountry={countryCode}
            touched
            error={errors['boatInfo.boatCaptain.phone']}
            value={boat.boatInfo.boatCaptain.phone}
            onChange={(phone) => setInfo({ boatCaptain: { ...boat.boatInfo.boatCaptain, phone } })}
          />
        </div>
      </div>
    </fieldset>
  );
}

/** The boat's main photo and the others after it, in the order guests see them. */
export function BoatPhotos({
  info,
  errors,
  onChange,
}: {
  info: Boat['boatInfo'];
  errors: Record<string, string>;
  onChange: (patch: Partial<Boat['boatInfo']>) => void;
}) {
  const makeMain = (i: number) =>
    onChange({
      mainImage: info.secondaryImages[i],
      secondaryImages: info.mainImage
        ? info.secondaryImages.map((a, k) => (k === i ? info.mainImage : a))
        : info.secondaryImages.filter((_, k) => k !== i),
    });
  return (
    <fieldset className="catalogue-section">
      <legend>{T.photos}</legend>
      <PhotoField
        label={T.mainImage}
        value={info.mainImage}
        error={errors['boatInfo.mainImage']}
        onChange={(mainImage) => onChange({ mainImage })}
        actions={
          info.mainImage ? (
            <button type="button" className="button button--ghost" onClick={() => onChange({ mainImage: '' })}>
              {T.photo.remove(T.mainImage)}
            </button>
          ) : null
        }
      />
      <PhotoList
        label={T.secondaryImages}
        values={info.secondaryImages}
        onChange={(secondaryImages) => onChange({ secondaryImages })}
        onMakeMain={makeMain}
      />
    </fieldset>
  );
}
