-- Trigram indexes make "contains" searches of names, villages and phones fast at 100,000 farmers.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
