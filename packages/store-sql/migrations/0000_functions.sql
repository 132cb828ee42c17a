-- Trigram indexes for text search, and the Turkish lower case that search compares in
-- (JavaScript's toLocaleLowerCase('tr')): I is ı and İ is i, whatever the server's locale.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tr_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(translate(value, 'IİÇĞÖŞÜÂÎÛÉÈÊËÀÁÄÓÒÔÚÙÑ', 'ıiçğöşüâîûéèêëàáäóòôúùñ'));
