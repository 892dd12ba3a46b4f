-- The hash of each session's current page key: the secret of the HttpOnly `portal_page` cookie that lets
-- the server know which live session asks for a signed-in page (api/README.md "Page sessions"). Rotated
-- with every token pair; null until the session's next pair.
ALTER TABLE "sessions" ADD COLUMN "page_key_hash" text;
