// 'Send Us an Email' as a modal in the builder: the same three steps as the custom-trip page, starting
// from the dates and party of the trip being built.
import { proxy, useSnapshot } from 'valtio';
import { TITLES } from '../../domain/texts';
import { Modal } from '../ui/Modal';
import { tripStore } from '../state/tripStore';
import { lazyPart } from '../ui/lazyPart';
import { Spinner } from '../ui/Spinner';

// The form (with its phone input) loads when the modal first opens.
const LazyEmailInquiryForm = lazyPart(() => import('./EmailInquiryForm').then((module) => module.EmailInquiryForm));

const emailInquiryUi = proxy({ open: false, round: 0 });

export function openEmailInquiry(): void {
  emailInquiryUi.round += 1; // a fresh form each time it opens
  emailInquiryUi.open = true;
}

export function EmailInquiryModal() {
  const ui = useSnapshot(emailInquiryUi);
  const trip = useSnapshot(tripStore);
  return (
    <Modal open={ui.open} onClose={() => (emailInquiryUi.open = false)} title={TITLES.sendUsAnEmail}>
      <LazyEmailInquiryForm
        when={ui.open}
        fallback={<Spinner inline />}
        key={ui.round}
        mode="trip"
        inModal
        start={{ startDate: trip.startDate, endDate: trip.endDate, adults: trip.adult, kids: trip.children }}
      />
    </Modal>
  );
}
