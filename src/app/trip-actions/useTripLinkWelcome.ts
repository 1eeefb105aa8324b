// Greets a guest arriving by a saved or shared link once the builder has its trip (see tripLinkWelcome.ts).
import { useEffect } from 'react';
import { useCountry } from '../country';
import { builderUi, openWelcomeBack } from '../state/builderUi';
import { replaceTrip } from '../state/tripEdits';
import type { TripLink } from './tripLinkWelcome';
import { openSharedWithYou } from './tripActionsStore';
import { reachableImport } from '../ui/reachableImport';

const inquiryLink = reachableImport(() => import('./inquiryLink'));

export function useTripLinkWelcome(link: TripLink): void {
  const country = useCountry();
  useEffect(() => {
    if (!link.flag && !link.inquiryRef) return;
    let cancelled = false;
    const greet = (name: string | null, kind: string | null) => {
      if (link.flag === 'shareItinerary' || (!link.flag && kind === 'shared-itinerary')) {
        builderUi.welcomeBack = false; // the link's trip, not the one kept on this device
        openSharedWithYou(name);
      } else {
        openWelcomeBack(name);
      }
    };
    if (!link.inquiryRef) {
      greet(null, null);
      return;
    }
    const { inquiryRef, inquiryToken } = link;
    // The inquiry's code loads with its question: both need the server.
    const asked = inquiryLink().then(async (code) => ({
      code,
      inquiry: await code.fetchInquiry(inquiryRef, inquiryToken),
    }));
    asked.then(
      ({ code, inquiry }) => {
        if (cancelled) return;
        if (!link.carriesTrip) {
          const trip = code.tripFromInquiry(country, inquiry);
          if (trip) replaceTrip(trip);
        }
        greet(code.greetingName(inquiry), inquiry.kind);
      },
      // Offline or an unknown reference: the link's own trip (if any) is there; greet without a name.
      () => {
        if (!cancelled) greet(null, null);
      },
    );
    return () => {
      cancelled = true;
    };
    // Once per page: the link is read before the builder rewrites the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is read once, before the address changes
  }, []);
}
