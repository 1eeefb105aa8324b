// What the guest reads about submissions waiting on the device.
export const QUEUED_NOTICE = "Saved on your phone: we'll send it as soon as you're back online";

export const pendingSendsText = (count: number) => `${count} ${count === 1 ? 'message' : 'messages'} waiting to send`;
