import { useState } from 'react';
import { useResource } from '../../http/useResource';
import { blogPosts, captainBlogPosts } from '../../http/resources';
import { useCountry, useCountryPath } from '../../country';
import { BlogCard, firstScreenCard, PageHero, OptionalQuery, QueryView, usePageMeta } from '../../content';
import { Pagination, pageCount, pageSlice } from '../../ui/Pagination';

export default function BlogPage() {
  const country = useCountry();
  const to = useCountryPath();
  usePageMeta('blog', {
    title: 'Blog',
    description: `Stories, tips and local knowledge from the water around ${country.mainIsland}.`,
  });
  const posts = useResource(blogPosts, [country.urlTitle]);
  const captains = useResource(captainBlogPosts, [country.urlTitle]);
  const [page, setPage] = useState(1);
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Stories from the water"
        lead="Tips, local knowledge and the best of island life."
        size="small"
      />
      <section className="section container" aria-labelledby="blog-title">
        <h2 id="blog-title" className="section__title">
          Latest posts
        </h2>
        <QueryView query={posts}>
          {(list) =>
            list.length === 0 ? (
              <p className="empty">No posts yet.</p>
            ) : (
              <>
                <ul className="card-grid">
                  {pageSlice(list, page).map((p, index) => (
                    <li key={p._id}>
                      <BlogCard post={p} href={to('blog', p.urlTitle)} {...firstScreenCard(index)} />
                    </li>
                  ))}
                </ul>
                <Pagination page={page} pages={pageCount(list.length)} onChange={setPage} label="Blog pages" />
              </>
            )
          }
        </QueryView>
      </section>
      <OptionalQuery query={captains}>
        {(list) =>
          list.length > 0 && (
            <section className="section section--sand" aria-labelledby="captain-title">
              <div className="container">
                <h2 id="captain-title" className="section__title">
                  Captain's blog
                </h2>
                <ul className="card-grid">
                  {list.map((p) => (
                    <li key={p._id}>
                      <BlogCard post={p} href={to('captain-blog', p.urlTitle)} />
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          )
        }
      </OptionalQuery>
    </>
  );
}
