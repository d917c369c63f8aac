CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"cluster_id" integer NOT NULL,
	"cat1" text NOT NULL,
	"cat2" text NOT NULL,
	"cat3" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"cluster_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"fab" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"price_description" text DEFAULT '' NOT NULL,
	"no_basket" text DEFAULT 'Y' NOT NULL,
	"image_file" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_no_basket_known" CHECK ("products"."no_basket" in ('Y', 'N'))
);
--> statement-breakpoint
CREATE TABLE "basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"basket_price" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "basket_lines_qty_positive" CHECK ("basket_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cluster_id" integer,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"total_limit" integer,
	"per_member_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_codes_kind_known" CHECK ("promo_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_amount_positive" CHECK ("promo_codes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"member_id" integer NOT NULL,
	"cluster_id" integer NOT NULL,
	"status_id" text NOT NULL,
	"total_grand_total" integer NOT NULL,
	"total_discount" integer NOT NULL,
	"promo_code_id" integer,
	"promo_code" text DEFAULT '' NOT NULL,
	"total_due" integer NOT NULL,
	"item_count" integer NOT NULL,
	"points" integer NOT NULL,
	"delivery_cell" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_num_unique" UNIQUE("order_num")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"description" text NOT NULL,
	"qty" integer NOT NULL,
	"price" integer NOT NULL,
	"total" integer NOT NULL,
	"points" integer NOT NULL,
	"dispatch_status" integer NOT NULL,
	"refund_transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_lines_dispatch_known" CHECK ("order_lines"."dispatch_status" in (1, 4, 9))
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"order_line_id" integer,
	"imported_at" timestamp with time zone NOT NULL,
	"allocated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_categories" ADD CONSTRAINT "shop_categories_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refund_transfer_id_transfers_id_fk" FOREIGN KEY ("refund_transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "shop_categories_cluster_idx" ON "shop_categories" USING btree ("cluster_id","sort_order");
--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","sort_order");
--> statement-breakpoint
CREATE UNIQUE INDEX "products_cluster_code_idx" ON "products" USING btree ("cluster_id","code");
--> statement-breakpoint
CREATE UNIQUE INDEX "basket_lines_member_product_idx" ON "basket_lines" USING btree ("member_id","product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");
--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "order_lines_pending_idx" ON "order_lines" USING btree ("product_id","id") WHERE "order_lines"."dispatch_status" = 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_product_code_idx" ON "voucher_codes" USING btree ("product_id","code");
--> statement-breakpoint
CREATE INDEX "voucher_codes_free_idx" ON "voucher_codes" USING btree ("product_id","id") WHERE "voucher_codes"."order_line_id" is null;
--> statement-breakpoint
CREATE INDEX "voucher_codes_line_idx" ON "voucher_codes" USING btree ("order_line_id");
