-- Page views are counted per address the site serves, and the server derives the name the
-- dashboard shows from the address. The columns are renamed, not dropped and added again, so the
-- counts kept so far stay: the web client has always sent the address as page.
ALTER TABLE "PageViewDaily" RENAME COLUMN "page" TO "path";

ALTER TABLE "PageViewTotal" RENAME COLUMN "page" TO "path";
