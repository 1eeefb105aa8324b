// An image that turns into a quiet sea-coloured tile with its alt text when the file cannot load (offline, moved). An
// uploaded photo (/photos/…, src/domain/catalogue/photos.ts) comes in a few widths and formats: the browser takes the
// smallest that fills its place (`sizes`, a card's by default), AVIF or WebP where it reads them, else JPEG.
import { useContext, useState, type ImgHTMLAttributes } from 'react';
import { CARD_SIZES, photoSrcset } from '../../domain/catalogue';
import { HeldImages, heldSourceAttribute } from './heldImages';

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  alt: string;
  /** Tried when `src` cannot load, before the tile: a copy of the same image kept on the device. */
  fallbackSrc?: string;
  /** On the first screen (a page's hero, the first card of the list a page opens with): fetched as soon as the HTML
   * names it and first among the images, not once laid out as a lazy image would be; it is the page's largest paint. */
  firstScreen?: boolean;
}

export function ImageWithFallback({
  src,
  fallbackSrc,
  alt,
  className,
  firstScreen = false,
  loading = firstScreen ? 'eager' : 'lazy',
  ...rest
}: ImageWithFallbackProps) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const held = useContext(HeldImages);
  const shown = [src, fallbackSrc].find((candidate): candidate is string => !!candidate && !failed.includes(candidate));
  if (!shown) {
    return (
      <div className={`image-fallback ${className ?? ''}`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <svg viewBox="0 0 48 48" aria-hidden="true" className="image-fallback__icon">
          <path d="M4 34c5 0 5-4 10-4s5 4 10 4 5-4 10-4 5 4 10 4v6H4z" fill="currentColor" opacity=".55" />
          <path d="M14 26l8-14 2 6h8l-6 8z" fill="currentColor" />
        </svg>
      </div>
    );
  }
  const source = held
    ? heldSourceAttribute(shown)
    : { src: shown, onError: () => setFailed((list) => [...list, shown]) };
  const image = (
    <img
      fetchPriority={firstScreen ? 'high' : undefined}
      {...rest}
      {...source}
      alt={alt}
      className={className}
      loading={loading}
      decoding="async"
    />
  );
  const jpeg = held ? null : photoSrcset(shown, 'jpg');
  if (!jpeg) return image;
  const sizes = rest.sizes ?? CARD_SIZES;
  return (
    <picture className="photo">
      <source type="image/avif" srcSet={photoSrcset(shown, 'avif')!} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcset(shown, 'webp')!} sizes={sizes} />
      <img
        fetchPriority={firstScreen ? 'high' : undefined}
        {...rest}
        {...source}
        srcSet={jpeg}
        sizes={sizes}
        alt={alt}
        className={className}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
