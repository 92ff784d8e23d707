-- The farmer figures of every FPO as its register stands (decision 011); from here on every write
-- keeps them, in its own transaction. The same SQL as recountFarmerFigures in modules/farmers.
INSERT INTO "fpo_farmer_stats" ("fpo_id", "farmers", "acres", "male", "female", "male_acres", "female_acres")
SELECT "fpo_id", count(*), sum("acres"), count(*) FILTER (WHERE "gender" = 'Male'),
  count(*) FILTER (WHERE "gender" = 'Female'), coalesce(sum("acres") FILTER (WHERE "gender" = 'Male'), 0),
  coalesce(sum("acres") FILTER (WHERE "gender" = 'Female'), 0)
FROM "farmers" GROUP BY "fpo_id";
--> statement-breakpoint
INSERT INTO "fpo_farmer_hours" ("fpo_id", "hour", "farmers", "acres", "male", "female", "male_acres", "female_acres")
SELECT "fpo_id", date_trunc('hour', "created_at", 'UTC'), count(*), sum("acres"),
  count(*) FILTER (WHERE "gender" = 'Male'), count(*) FILTER (WHERE "gender" = 'Female'),
  coalesce(sum("acres") FILTER (WHERE "gender" = 'Male'), 0),
  coalesce(sum("acres") FILTER (WHERE "gender" = 'Female'), 0)
FROM "farmers" GROUP BY 1, 2;
