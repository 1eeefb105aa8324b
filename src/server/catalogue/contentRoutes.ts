// Stories and notices: adventures, both blogs, posts and banners, reviews, page metadata.
import type { FastifyPluginAsync } from 'fastify';
import {
  type Adventure,
  type BlogPost,
  type PageMetadata,
  type Post,
  type Review,
  countryFilterQuery,
  countryParams,
  idParams,
  pageParams,
  postQuery,
  reviewQuery,
  urlTitleParams,
} from '../../domain/catalogue';
import { parse, parseQuery } from '../http/validate';
import { docByIdOrUrlTitle, findCountry, orNone } from './lookup';
import { getDoc, listDocs } from './store';
import { access } from '../http/routeAccess';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const db = app.deps.database.db;
  const countryIdOf = async (key: string | undefined) => (key ? (await findCountry(db, key))._id : undefined);

  app.get('/adventures/country/:countryUrlTitle', access.public, async (req) => {
    const countryId = await countryIdOf(parse(countryParams, req.params, 'path').countryUrlTitle);
    return listDocs<Adventure>(db, 'adventure', { countryId });
  });
  app.get('/adventures/country-popular/:countryUrlTitle', access.public, async (req) => {
    const countryId = await countryIdOf(parse(countryParams, req.params, 'path').countryUrlTitle);
    return (await listDocs<Adventure>(db, 'adventure', { countryId })).filter((a) => a.popular);
  });
  app.get('/adventures/:urlTitle', access.public, async (req) =>
    docByIdOrUrlTitle<Adventure>(db, 'adventure', parse(urlTitleParams, req.params, 'path').urlTitle, 'Adventure'),
  );

  app.get('/captain-blog', access.public, async () => listDocs<BlogPost>(db, 'captainBlog'));
  app.get('/captain-blog/country/:countryUrlTitle', access.public, async (req) => {
    const countryId = await countryIdOf(parse(countryParams, req.params, 'path').countryUrlTitle);
    return listDocs<BlogPost>(db, 'captainBlog', { countryId });
  });
  app.get('/captain-blog/:urlTitle', access.public, async (req) =>
    docByIdOrUrlTitle<BlogPost>(
      db,
      'captainBlog',
      parse(urlTitleParams, req.params, 'path').urlTitle,
      'Captain blog post',
    ),
  );

  app.get('/blog', access.public, async (req) => {
    const countryId = await countryIdOf(parseQuery(countryFilterQuery, req.query).country);
    return listDocs<BlogPost>(db, 'blog', { countryId });
  });
  app.get('/blog/:id', access.public, async (req) =>
    docByIdOrUrlTitle<BlogPost>(db, 'blog', parse(idParams, req.params, 'path').id, 'Blog post'),
  );

  app.get('/post', access.public, async (req) => {
    const { kind, country } = parseQuery(postQuery, req.query);
    const posts = await listDocs<Post>(db, 'post', { countryId: await countryIdOf(country) });
    return kind ? posts.filter((p) => p.kind === kind) : posts;
  });

  app.get('/review', access.public, async (req) => {
    const { country, boatId } = parseQuery(reviewQuery, req.query);
    const reviews = await listDocs<Review>(db, 'review', { countryId: await countryIdOf(country) });
    return boatId ? reviews.filter((r) => r.boatId === boatId) : reviews;
  });

  // A page the company has not described yet has no metadata of its own: null (the page's defaults).
  app.get('/metadata/:page', access.public, async (req) =>
    orNone(await getDoc<PageMetadata>(db, 'metadata', parse(pageParams, req.params, 'path').page)),
  );
};
