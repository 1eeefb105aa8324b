-- Catalogue content is edited as whole documents (boats, activities, guide pages ...),
-- so each row keeps the API shape in `doc` and the columns the queries filter on.
CREATE TABLE catalogue_documents (
  kind        text    NOT NULL,
  id          text    NOT NULL,
  country_id  text,
  url_title   text,
  position    integer NOT NULL DEFAULT 0,
  doc         jsonb   NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX catalogue_documents_country ON catalogue_documents (kind, country_id, position);
CREATE UNIQUE INDEX catalogue_documents_url_title ON catalogue_documents (kind, url_title) WHERE url_title IS NOT NULL;
