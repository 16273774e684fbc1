-- CreateTable
CREATE TABLE "PageViewTotal" (
    "page" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PageViewTotal_pkey" PRIMARY KEY ("page")
);

-- CreateTable
CREATE TABLE "CalculatorUsageTotal" (
    "calculatorSlug" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CalculatorUsageTotal_pkey" PRIMARY KEY ("calculatorSlug")
);

-- CreateIndex
CREATE INDEX "PageViewTotal_count_idx" ON "PageViewTotal"("count" DESC);

-- CreateIndex
CREATE INDEX "CalculatorUsageTotal_count_idx" ON "CalculatorUsageTotal"("count" DESC);

-- Backfill the all-time totals from the daily counters already kept.
INSERT INTO "PageViewTotal" ("page", "count")
SELECT "page", SUM("count") FROM "PageViewDaily" GROUP BY "page";

INSERT INTO "CalculatorUsageTotal" ("calculatorSlug", "count")
SELECT "calculatorSlug", SUM("count") FROM "CalculatorUsageDaily" GROUP BY "calculatorSlug";
