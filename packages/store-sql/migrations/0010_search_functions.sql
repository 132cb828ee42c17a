-- The top bar's search (@courier/store src/find.ts): letters on their base letter, upper and lower
-- case alike (Turkish letters and the common Western accents), and a phone by its digits (a Turkish
-- number by its ten national digits). Written out letter by letter, so the answer is the memory
-- store's on every server, whatever its locale.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZİıÎîÍíÌìÏïÇçĆćĞğÖöÓóÒòÔôÕõŞşŚśÜüÚúÙùÛûÂâÁáÀàÄäÃãÉéÈèÊêËëÑñ', 'abcdefghijklmnopqrstuvwxyziiiiiiiiiiccccggoooooooooossssuuuuuuuuaaaaaaaaaaeeeeeeeenn');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_phone(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN regexp_replace(regexp_replace(coalesce(value, ''), '[^0-9]', '', 'g'), '^90([0-9]{10})$', '\1');
