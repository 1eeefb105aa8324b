// The share widget's channels (mail, facebook, instagram, x, whatsapp, telegram) and the trip links
// they carry. Pure: the modal opens what these build.
import { tripBuilderUrl, tripQueryOfState, type TripState } from '../../domain/trip';

export const SHARE_CHANNELS = ['mail', 'facebook', 'instagram', 'x', 'whatsapp', 'telegram'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export const CHANNEL_NAMES: Record<ShareChannel, string> = {
  mail: 'Email',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** Instagram has no share address: the link is copied first, then the site opens after about 1.6 s. */
export const INSTAGRAM_OPEN_DELAY_MS = 1600;
export const INSTAGRAM_URL = 'https://www.instagram.com/';

/** The trip builder's address for this trip: `{origin}/{country}/trip-builder?{trip query}` plus an optional flag. */
export function tripBuilderLink(origin: string, trip: TripState, flag?: 'saveItinerary' | 'shareItinerary'): string {
  return tripBuilderUrl(origin, trip.countryUrlTitle ?? '', {
    ...tripQueryOfState(trip),
    ...(flag ? { [flag]: true } : {}),
  });
}

/** Where a channel sends the guest; instagram has none (see INSTAGRAM_URL). */
export function shareUrl(
  channel: Exclude<ShareChannel, 'instagram'>,
  link: string,
  text: string,
  subject: string,
): string {
  const e = encodeURIComponent;
  switch (channel) {
    case 'mail':
      return `mailto:?subject=${e(subject)}&body=${e(`${text} ${link}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${e(link)}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${e(text)}&url=${e(link)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${e(`${text} ${link}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${e(link)}&text=${e(text)}`;
  }
}

/** Copies text: the Clipboard API where the page may use it, else a hidden text area and execCommand('copy'). */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the old way.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
