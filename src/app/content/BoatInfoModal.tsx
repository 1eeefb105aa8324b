import { useParams } from 'wouter';
import type { Activity, Boat } from '../../domain/catalogue';
import { BUTTONS, TABS } from '../../domain/texts';
import { Carousel } from '../ui/Carousel';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { Modal } from '../ui/Modal';
import { Tabs } from '../ui/Tabs';
import { BoatRates } from './BoatRates';
import { Checklist } from './Checklist';
import './boatInfo.css';
import { BOAT_TEXT } from '../messages';

type Select = { chosen: boolean; problems: readonly string[]; onSelect: () => void };

export function BoatInfoModal({
  boat,
  activities,
  mainIsland,
  onClose,
  select,
}: {
  boat: Boat | null;
  activities: readonly Activity[];
  mainIsland: string;
  onClose: () => void;
  /** In the builder: the boat's Select button, disabled with its reasons when the boat cannot take the trip. */
  select?: Select;
}) {
  const served = boat ? activities.filter((a) => boat.activities.includes(a._id)) : [];
  return (
    <Modal
      open={boat !== null}
      onClose={onClose}
      title={boat?.name ?? ''}
      size="wide"
      footer={boat && <BoatInfoFooter boat={boat} select={select} />}
    >
      {boat && (
        <>
          <p className="tb-muted">
            {boat.boatInfo.size} ft {boat.boatInfo.madeBy} {boat.boatInfo.boatModel} ·{' '}
            {BOAT_TEXT.maxGuests(boat.maxGuests)}
          </p>
          {select?.problems.map((p) => (
            <p key={p} className="tb-note tb-note--warning">
              {p}
            </p>
          ))}
          <Tabs
            label="Boat information"
            tabs={[
              {
                id: 'details',
                label: TABS.boatInfo[0],
                content: <BoatDetailTabs boat={boat} mainIsland={mainIsland} />,
              },
              {
                id: 'activities',
                label: TABS.boatInfo[1],
                content: <BoatStops stops={served} />,
              },
              {
                id: 'images',
                label: TABS.boatInfo[2],
                content: <BoatPhotos boat={boat} />,
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

/** View boat (its page, in a new tab), and in the builder the boat's Select button. */
function BoatInfoFooter({ boat, select }: { boat: Boat; select: Select | undefined }) {
  const { country } = useParams<{ country: string }>();
  return (
    <div className="tb-modal-footer">
      <a className="button button--ghost" href={`/${country}/boat/${boat.urlTitle}`} target="_blank" rel="noopener">
        {BUTTONS.viewBoat}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      {select && (
        <button
          type="button"
          className={`button ${select.chosen ? 'button--accent' : 'button--primary'}`}
          aria-pressed={select.chosen}
          disabled={select.problems.length > 0 && !select.chosen}
          onClick={select.onSelect}
        >
          {select.chosen ? BOAT_TEXT.selected : BOAT_TEXT.select}
          <span className="visually-hidden"> {boat.name}</span>
        </button>
      )}
    </div>
  );
}

function BoatDetailTabs({ boat, mainIsland }: { boat: Boat; mainIsland: string }) {
  const checklist = (type: 'AMENITIES' | 'INCLUDED') => boat.boatingCheckList.filter((i) => i.type === type);
  return (
    <Tabs
      label="Boat details"
      tabs={[
        {
          id: 'rates',
          label: TABS.boatDetails[0],
          content: <BoatRates boat={boat} mainIsland={mainIsland} />,
        },
        {
          id: 'amenities',
          label: TABS.boatDetails[1],
          content: <Checklist items={checklist('AMENITIES')} empty="—" />,
        },
        {
          id: 'included',
          label: TABS.boatDetails[2],
          content: <Checklist items={checklist('INCLUDED')} empty="—" />,
        },
      ]}
    />
  );
}

/** The stops the boat sails to. */
function BoatStops({ stops }: { stops: Activity[] }) {
  return (
    <ul className="tb-stop-list">
      {stops.map((a) => (
        <li key={a._id} className="tb-stop-list__item">
          <ImageWithFallback className="tb-stop-list__image" src={a.image} alt="" sizes="64px" />
          <span>
            <strong>{a.name}</strong>
            <br />
            <span className="tb-muted">{a.type}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function BoatPhotos({ boat }: { boat: Boat }) {
  return (
    <Carousel label={`${boat.name} gallery`}>
      {[boat.boatInfo.mainImage, ...boat.boatInfo.secondaryImages].map((src, i) => (
        <ImageWithFallback key={src + i} className="tb-gallery__image" src={src} alt={`${boat.name}, photo ${i + 1}`} />
      ))}
    </Carousel>
  );
}
