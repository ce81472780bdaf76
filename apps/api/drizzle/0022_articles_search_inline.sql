-- The articles' search vectors kept in the row (STORAGE MAIN) rather than moved out of line by TOAST: a search
-- for a common word reads and ranks thousands of them, and each out-of-line one cost a TOAST index lookup and
-- its pages (huge set, 8,609 matches of 'empleo': 62,000 buffers and 66 ms before, 10,000 and 33 ms after;
-- docs/decisions.md, "Performance"). The bodies, larger, still go out of line first. The existing rows are
-- written again so that their vectors move in (SET DEFAULT recomputes a stored generated column).
ALTER TABLE "articles" ALTER COLUMN "search_es" SET STORAGE MAIN, ALTER COLUMN "search_en" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "articles" SET "search_es" = DEFAULT, "search_en" = DEFAULT;
