import { useState } from 'react';
import { useResource } from '../http/useResource';
import { gallery } from '../http/resources';
import { useCountry } from '../country';
import { ImageGrid, Lightbox, PageHero, QueryView, usePageMeta } from '../content';

export default function GalleryPage() {
  const country = useCountry();
  usePageMeta('gallery', {
    title: 'Gallery',
    description: `Photos of our boats, reefs, sandbars and sunsets around ${country.mainIsland}.`,
  });
  const query = useResource(gallery, [country.urlTitle]);
  const [shown, setShown] = useState<number | null>(null);
  return (
    <>
      <PageHero eyebrow="Gallery" title={`${country.mainIsland} from the water`} size="small" />
      <section className="section container" aria-label="Photos">
        <QueryView query={query}>
          {(images) =>
            images.length === 0 ? (
              <p className="empty">No photos yet.</p>
            ) : (
              <>
                <ImageGrid images={images} onOpen={setShown} />
                <Lightbox images={images} index={shown} onChange={setShown} />
              </>
            )
          }
        </QueryView>
      </section>
    </>
  );
}
