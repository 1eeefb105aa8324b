// /{country}/custom-trip: 'Send Us an Email' as a page, for a trip the builder cannot express. Dates and party start
// from the trip being built on this device, when there is one for this country.
import { useState } from 'react';
import { useCountry } from '../country';
import { PageHero, usePageMeta } from '../content';
import { EmailInquiryForm, type EmailInquiryStart, TRIP_ACTIONS_TEXT } from '../trip-actions';
import { tripStore } from '../state/tripStore';

export default function CustomTripPage() {
  const country = useCountry();
  usePageMeta('custom-trip', {
    title: TRIP_ACTIONS_TEXT.customTripTitle,
    description: TRIP_ACTIONS_TEXT.customTripLead,
  });
  const [start] = useState<EmailInquiryStart>(() =>
    tripStore.countryUrlTitle === country.urlTitle
      ? {
          startDate: tripStore.startDate,
          endDate: tripStore.endDate,
          adults: tripStore.adult,
          kids: tripStore.children,
        }
      : {},
  );
  return (
    <>
      <PageHero
        eyebrow={country.mainIsland}
        title={TRIP_ACTIONS_TEXT.customTripTitle}
        lead={TRIP_ACTIONS_TEXT.customTripLead}
        size="small"
      />
      <div className="container">
        <EmailInquiryForm mode="trip" start={start} />
      </div>
    </>
  );
}
