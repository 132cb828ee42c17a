-- The Türkiye calendar day (UTC+3 all year) of an ISO time as the API writes it
-- (2026-11-20T21:30:00.000Z is 2026-11-21). Declared immutable: the times are always written in
-- that one format, whose reading depends on no setting, so the day can be a stored column that
-- reports group by.
CREATE OR REPLACE FUNCTION tr_day(at text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN to_char(at::timestamp + interval '3 hours', 'YYYY-MM-DD');
