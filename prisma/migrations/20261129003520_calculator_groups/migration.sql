-- AlterTable
ALTER TABLE "Calculator" ADD COLUMN     "group" TEXT;

-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "groups" TEXT[] DEFAULT ARRAY[]::TEXT[];
