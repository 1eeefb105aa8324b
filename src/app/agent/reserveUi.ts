// Whether 'Reserve for a guest' is open: apart from its modal (./ReserveModal.tsx), whose code loads when it first
// opens.
import { proxy } from 'valtio';

export const reserveUi = proxy({ open: false });

export const openReserve = () => {
  reserveUi.open = true;
};
