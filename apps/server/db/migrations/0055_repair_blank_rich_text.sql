-- Rich text that shows nothing (what `<script>…</script>` alone was cleaned to) was stored in required
-- fields before the contract refused it (packages/contracts rich-text.ts), and every read of such a row
-- failed. It is replaced, not deleted: the title and the English text stay, and readers and the
-- organiser see that the text was removed, so it can be written again.
-- "Shows nothing" is hasVisibleContent's rule: no text once tags and blanks are gone, and no picture
-- or video with an address. A function of this session only: the repair leaves nothing behind.
CREATE FUNCTION pg_temp.shows_nothing(html text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
      regexp_replace(html, '<[^>]*>', '', 'g'),
      '&(nbsp|ensp|emsp|thinsp|#160|#xa0|#8203|#x200b);|[[:space:]\u00a0\u200b-\u200d\u2060\ufeff]',
      '',
      'gi'
    ) = ''
    AND html !~* '<(img|video|source)\y[^>]*\ssrc="[^"]+"'
$$;
--> statement-breakpoint
UPDATE "meeting_notices"
SET "content" = '<p>（此须知的正文含有不安全的内容，已被清除，请主办方重新编辑）</p>',
  "content_en" = CASE
    WHEN pg_temp.shows_nothing("content_en")
    THEN '<p>(The text of this notice held unsafe content and was removed; the organiser can write it again.)</p>'
    ELSE "content_en"
  END
WHERE pg_temp.shows_nothing("content");
--> statement-breakpoint
UPDATE "footer_nav_articles"
SET "content" = '<p>（此页正文含有不安全的内容，已被清除，请管理员重新编辑）</p>',
  "content_en" = CASE
    WHEN pg_temp.shows_nothing("content_en")
    THEN '<p>(The text of this page held unsafe content and was removed; an administrator can write it again.)</p>'
    ELSE "content_en"
  END
WHERE pg_temp.shows_nothing("content");
--> statement-breakpoint
DROP FUNCTION pg_temp.shows_nothing(text);
