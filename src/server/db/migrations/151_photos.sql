-- Issue #58 'Photos': the office's uploaded photos, in the database so that every server process serves them. The
-- original is kept upright, without its metadata (EXIF, GPS) and at most 2000 px, so that a new focus can be cut from it
-- later; each photo (an original cut around a focus) has its variants, by width and format. Keys are content hashes:
-- an upload or a cut made twice is stored once.
CREATE TABLE photo_originals (
  hash        text        PRIMARY KEY,
  bytes       bytea       NOT NULL,
  width       integer     NOT NULL,
  height      integer     NOT NULL,
  uploaded_at timestamptz NOT NULL,
  uploaded_by text        NOT NULL
);

CREATE TABLE photos (
  id         text        PRIMARY KEY,
  original   text        NOT NULL REFERENCES photo_originals (hash),
  focus_x    real        NOT NULL,
  focus_y    real        NOT NULL,
  widths     integer[]   NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE photo_variants (
  photo  text    NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  width  integer NOT NULL,
  format text    NOT NULL CHECK (format IN ('avif', 'webp', 'jpg')),
  bytes  bytea   NOT NULL,
  PRIMARY KEY (photo, width, format)
);
