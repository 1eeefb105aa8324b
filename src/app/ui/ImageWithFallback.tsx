// An image that turns into a quiet sea-coloured tile with its alt text when the file cannot load (offline, moved).
import { useState, type ImgHTMLAttributes } from 'react';

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  alt: string;
}

export function ImageWithFallback({ src, alt, className, loading = 'lazy', ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || failedSrc === src) {
    return (
      <div className={`image-fallback ${className ?? ''}`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <svg viewBox="0 0 48 48" aria-hidden="true" className="image-fallback__icon">
          <path d="M4 34c5 0 5-4 10-4s5 4 10 4 5-4 10-4 5 4 10 4v6H4z" fill="currentColor" opacity=".55" />
          <path d="M14 26l8-14 2 6h8l-6 8z" fill="currentColor" />
        </svg>
      </div>
    );
  }
  return <img {...rest} src={src} alt={alt} className={className} loading={loading} decoding="async" onError={() => setFailedSrc(src)} />;
}
