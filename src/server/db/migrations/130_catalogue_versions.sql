-- Issue #58: the catalogue becomes editable data. Each document carries its version (the office's editor sends the one
-- it read: a save over a newer one is refused) and who changed it when; every version is kept so that any earlier one
-- can be restored; one catalogue revision, raised by every change to the documents, keys each process's caches.
ALTER TABLE catalogue_documents
  ADD COLUMN version    integer     NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_by text        NOT NULL DEFAULT 'system';

-- doc is null for a version that removed the document.
CREATE TABLE catalogue_versions (
  kind    text        NOT NULL,
  id      text        NOT NULL,
  version integer     NOT NULL,
  doc     jsonb,
  at      timestamptz NOT NULL,
  actor   text        NOT NULL,
  PRIMARY KEY (kind, id, version)
);
INSERT INTO catalogue_versions (kind, id, version, doc, at, actor)
  SELECT kind, id, 1, doc, now(), 'system' FROM catalogue_documents;

CREATE TABLE catalogue_revision (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision bigint  NOT NULL
);
INSERT INTO catalogue_revision (only_row, revision) VALUES (true, 1);

CREATE FUNCTION raise_catalogue_revision() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $fn$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER catalogue_documents_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalogue_documents
  FOR EACH STATEMENT EXECUTE FUNCTION raise_catalogue_revision();
