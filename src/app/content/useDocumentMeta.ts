// Sets the title, the meta description and the share tags (og:title, og:description, og:image) of every page; page
// texts come from metadata/{page} when the API has them.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type MetaPage, COMPANY_NAME } from '../../domain/catalogue';
import { metadata } from '../http/resources';

export interface DocumentMeta {
  title: string;
  description?: string;
  /** The picture a link preview shows; the island's by default. */
  image?: string;
}

const DEFAULT_SHARE_IMAGE = '/images/content/hero-grand-cayman.svg';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function useDocumentMeta({ title, description, image = DEFAULT_SHARE_IMAGE }: DocumentMeta): void {
  useEffect(() => {
    const fullTitle = title.includes(COMPANY_NAME) ? title : `${title} | ${COMPANY_NAME}`;
    document.title = fullTitle;
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:image', new URL(image, window.location.origin).href);
    if (description === undefined) return;
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
  }, [title, description, image]);
}

/** Metadata for a named page (home, faq, …), falling back to `fallback` while loading or when the API has none. */
export function usePageMeta(page: MetaPage, fallback: DocumentMeta): void {
  const query = useQuery({
    queryKey: metadata.key(page),
    queryFn: ({ signal }) => metadata.fetch(signal, page),
    retry: false,
  });
  useDocumentMeta(
    query.data ? { title: query.data.title, description: query.data.description, image: query.data.image } : fallback,
  );
}
