CREATE TABLE "complaints" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{code}')) STORED NOT NULL,
	"status" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{status}')) STORED NOT NULL,
	"created_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{createdAt}')) STORED,
	"customer_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{customerId}')) STORED NOT NULL,
	CONSTRAINT "complaints_status" CHECK ("complaints"."status" in ('open', 'in_progress', 'awaiting_customer', 'resolved', 'rejected', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text COLLATE "C" PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{code}')) STORED NOT NULL,
	"home_office_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{homeOfficeId}')) STORED,
	"created_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{createdAt}')) STORED
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"collection" text COLLATE "C" NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "documents_collection_key_pk" PRIMARY KEY("collection","key")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"employee_no" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{employeeNo}')) STORED NOT NULL,
	"status" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{status}')) STORED NOT NULL,
	"home_office_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{homeOfficeId}')) STORED,
	CONSTRAINT "drivers_status" CHECK ("drivers"."status" in ('available', 'on_trip', 'off_duty', 'on_leave'))
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{code}')) STORED NOT NULL,
	"type" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{type}')) STORED NOT NULL,
	"created_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{createdAt}')) STORED,
	CONSTRAINT "offices_type" CHECK ("offices"."type" in ('hub', 'branch', 'pickup_point'))
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parcel_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{parcelId}')) STORED NOT NULL,
	"type" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{type}')) STORED NOT NULL,
	"status_after" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{statusAfter}')) STORED,
	"office_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{officeId}')) STORED,
	"trip_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{tripId}')) STORED,
	"at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{at}')) STORED NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "parcel_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "parcel_events_type" CHECK ("parcel_events"."type" in ('created', 'received', 'loaded', 'departed', 'unloaded', 'out_for_delivery', 'delivered', 'delivery_failed', 'return_started', 'returned', 'held', 'released', 'cancelled', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tracking_number" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{trackingNumber}')) STORED NOT NULL,
	"status" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{status}')) STORED NOT NULL,
	"service" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{service}')) STORED NOT NULL,
	"cod_status" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{codStatus}')) STORED,
	"customer_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{customerId}')) STORED NOT NULL,
	"origin_office_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{originOfficeId}')) STORED NOT NULL,
	"destination_office_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{destinationOfficeId}')) STORED NOT NULL,
	"current_office_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{currentOfficeId}')) STORED,
	"trip_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{tripId}')) STORED,
	"driver_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{driverId}')) STORED,
	"created_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{createdAt}')) STORED NOT NULL,
	"updated_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{updatedAt}')) STORED,
	"delivered_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{deliveredAt}')) STORED,
	"promised_date" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{promisedDate}')) STORED,
	"weight_kg" numeric GENERATED ALWAYS AS ((doc #>> '{weightKg}')::numeric) STORED,
	"total" numeric GENERATED ALWAYS AS ((doc #>> '{price,total}')::numeric) STORED,
	CONSTRAINT "parcels_status" CHECK ("parcels"."status" in ('created', 'at_office', 'loaded', 'in_transit', 'out_for_delivery', 'delivered', 'delivery_failed', 'returning', 'returned', 'on_hold', 'cancelled', 'lost')),
	CONSTRAINT "parcels_service" CHECK ("parcels"."service" in ('economy', 'standard', 'express', 'same_day')),
	CONSTRAINT "parcels_cod_status" CHECK ("parcels"."cod_status" is null or "parcels"."cod_status" in ('none', 'pending', 'collected', 'remitted'))
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"token_id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"expires_at" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{code}')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_replies" (
	"client_scan_id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"parcel_id" text COLLATE "C" NOT NULL,
	"event_id" text COLLATE "C" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{code}')) STORED NOT NULL,
	"status" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{status}')) STORED NOT NULL,
	"route_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{routeId}')) STORED NOT NULL,
	"driver_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{driverId}')) STORED NOT NULL,
	"truck_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{truckId}')) STORED NOT NULL,
	"scheduled_at" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{scheduledAt}')) STORED,
	CONSTRAINT "trips_status" CHECK ("trips"."status" in ('planned', 'loading', 'in_transit', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"plate" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{plate}')) STORED NOT NULL,
	"status" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{status}')) STORED NOT NULL,
	"home_office_id" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{homeOfficeId}')) STORED,
	CONSTRAINT "trucks_status" CHECK ("trucks"."status" in ('available', 'on_trip', 'maintenance', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text COLLATE "C" PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" text COLLATE "C" GENERATED ALWAYS AS ((doc #>> '{email}')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_customer" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_home_office" FOREIGN KEY ("home_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_home_office" FOREIGN KEY ("home_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_customer" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_origin" FOREIGN KEY ("origin_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_destination" FOREIGN KEY ("destination_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_route" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_truck" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_home_office" FOREIGN KEY ("home_office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_code" ON "complaints" USING btree ("code");--> statement-breakpoint
CREATE INDEX "complaints_created" ON "complaints" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code" ON "customers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_employee_no" ON "drivers" USING btree ("employee_no");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_code" ON "offices" USING btree ("code");--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_at" ON "parcel_events" USING btree ("parcel_id","at");--> statement-breakpoint
CREATE INDEX "parcel_events_at" ON "parcel_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "parcel_events_office_at" ON "parcel_events" USING btree ("office_id","at");--> statement-breakpoint
CREATE INDEX "parcel_events_trip" ON "parcel_events" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_tracking_number" ON "parcels" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "parcels_created" ON "parcels" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "parcels_status_created" ON "parcels" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "parcels_current_office" ON "parcels" USING btree ("current_office_id","status");--> statement-breakpoint
CREATE INDEX "parcels_origin_created" ON "parcels" USING btree ("origin_office_id","created_at");--> statement-breakpoint
CREATE INDEX "parcels_destination_created" ON "parcels" USING btree ("destination_office_id","created_at");--> statement-breakpoint
CREATE INDEX "parcels_customer" ON "parcels" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "parcels_trip" ON "parcels" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "parcels_driver" ON "parcels" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "parcels_delivered" ON "parcels" USING btree ("delivered_at");--> statement-breakpoint
CREATE INDEX "parcels_updated" ON "parcels" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "parcels_promised" ON "parcels" USING btree ("promised_date");--> statement-breakpoint
CREATE INDEX "parcels_receiver_key" ON "parcels" USING btree (((keys ->> 'receiver.name') collate "C"));--> statement-breakpoint
CREATE INDEX "parcels_sender_key" ON "parcels" USING btree (((keys ->> 'sender.name') collate "C"));--> statement-breakpoint
CREATE INDEX "parcels_search" ON "parcels" USING gin (tr_fold(coalesce(doc #>> '{trackingNumber}', '') || ' ' || coalesce(doc #>> '{reference}', '') || ' ' || coalesce(doc #>> '{sender,name}', '') || ' ' || coalesce(doc #>> '{receiver,name}', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "revoked_tokens_expiry" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "routes_code" ON "routes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_code" ON "trips" USING btree ("code");--> statement-breakpoint
CREATE INDEX "trips_status" ON "trips" USING btree ("status");--> statement-breakpoint
CREATE INDEX "trips_driver" ON "trips" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "trips_scheduled" ON "trips" USING btree ("scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trucks_plate" ON "trucks" USING btree ("plate");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("email"));