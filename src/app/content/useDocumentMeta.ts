// Sets document.title and the meta description; page texts come from metadata/{page} when the API has them.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COMPANY_NAME } from '../company';
import { metadata } from '../http/resources';

export interface DocumentMeta {
  title: string;
  description?: string;
}

export function useDocumentMeta({ title, description }: DocumentMeta): void {
  useEffect(() => {
    document.title = title.includes(COMPANY_NAME) ? title : `${title} | ${COMPANY_NAME}`;
    if (description === undefined) return;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}

/** Metadata for a named page (home, faq, …), falling back to `fallback` while loading or when the API has none. */
export function usePageMeta(page: string, fallback: DocumentMeta): void {
  const query = useQuery({
    queryKey: metadata.key(page),
    queryFn: ({ signal }) => metadata.fetch(signal, page),
    retry: false,
  });
  useDocumentMeta(query.data ? { title: query.data.title, description: query.data.description } : fallback);
}
