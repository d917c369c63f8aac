-- Issue 15: the command line's product and category imports. Written by hand.
-- A category leaf is found by its names within its cluster (the import's natural key).
CREATE UNIQUE INDEX "shop_categories_names_idx" ON "shop_categories" USING btree ("cluster_id","cat1","cat2","cat3");--> statement-breakpoint
-- A product image imported from a folder, made 100 × 100 and served by the portal under its file name
-- (products.image_file); the name carries a digest of the bytes, so a changed image is a new name.
CREATE TABLE "product_images" (
	"file" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
