import { useSnapshot } from 'valtio';
import type { Region } from '../../domain/catalogue';
import { ImageWithFallback } from '../ui/ImageWithFallback';
import { ChoiceCard, Section } from './Section';
import { selectRegion } from '../state/tripEdits';
import { SECTION_TITLES } from './tripBuilderMessages';
import { tripStore } from '../state/tripStore';

export function RegionSection({ regions }: { regions: readonly Region[] }) {
  const trip = useSnapshot(tripStore);
  return (
    <Section id="regionSection" step={1} title={SECTION_TITLES.regionSection}>
      <div className="tb-grid">
        {regions.map((region) => (
          <ChoiceCard
            key={region._id}
            pressed={trip.regionId === region._id}
            onSelect={() => selectRegion(tripStore, region._id)}
          >
            <ImageWithFallback className="tb-choice__image" src={region.image} alt="" />
            <span className="tb-choice__title">{region.name}</span>
          </ChoiceCard>
        ))}
      </div>
    </Section>
  );
}
