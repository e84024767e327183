-- Issue 23: Settings, "location tracking" (spec section 2, default on): whether the mileage tracker may ask for the position.
ALTER TABLE "user_preferences" ADD COLUMN "location_tracking" boolean DEFAULT true NOT NULL;
