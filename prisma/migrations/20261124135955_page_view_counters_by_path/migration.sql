-- Page views are counted per address the site serves; the dashboard's label is derived from the
-- address by the server. Renamed, not dropped and added, so the counts kept so far stay: the web
-- client has always sent the address as `page`.
ALTER TABLE "PageViewDaily" RENAME COLUMN "page" TO "path";

ALTER TABLE "PageViewTotal" RENAME COLUMN "page" TO "path";
