-- AlterTable
ALTER TABLE "Calculator" ADD COLUMN     "related" TEXT[] DEFAULT ARRAY[]::TEXT[];
