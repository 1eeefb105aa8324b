import { Link } from 'wouter';
import type { BlogPost } from '../../../domain/catalogue';
import { useResource } from '../../http/useResource';
import { blogPost, captainBlogPost } from '../../http/resources';
import { useCountryPath } from '../../country';
import { Breadcrumbs, ContentSections, PageHero, QueryView, useDocumentMeta } from '../../content';
import { formatDate } from '../../format';

export default function BlogPostPage({ urlTitle, kind }: { urlTitle: string; kind: 'blog' | 'captain' }) {
  const query = useResource(kind === 'blog' ? blogPost : captainBlogPost, [urlTitle]);
  return <QueryView query={query}>{(post) => <Article post={post} kind={kind} />}</QueryView>;
}

function Article({ post, kind }: { post: BlogPost; kind: 'blog' | 'captain' }) {
  const to = useCountryPath();
  useDocumentMeta({ title: post.title, description: post.excerpt, image: post.image });
  const section = kind === 'blog' ? 'Blog' : "Captain's blog";
  return (
    <article>
      <Breadcrumbs
        items={[{ label: 'Home', href: to() }, { label: 'Blog', href: to('blog') }, { label: post.title }]}
      />
      <PageHero image={post.image} eyebrow={section} title={post.title} lead={post.excerpt}>
        <p className="page-hero__meta">
          By {post.author} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
      </PageHero>
      <div className="container article-layout">
        <ContentSections sections={post.sections} />
        <aside className="article-aside" aria-label="Plan your trip">
          <h2 className="article-aside__title">Get on the water</h2>
          <p>Private boats with local captains, for your group only.</p>
          <Link href={to('boats-and-rates')} className="button button--primary">
            See boats &amp; rates
          </Link>
          <Link href={to('blog')} className="button button--ghost">
            More posts
          </Link>
        </aside>
      </div>
    </article>
  );
}
