-- Full-text index over the fields free-text search matches (name, city, state name and code, ZIP)
-- and over the type list, which the type filter matches entry by entry. Contentless: it only holds
-- tokens; the triggers below keep it in step with arcades.
CREATE VIRTUAL TABLE `arcades_fts` USING fts5(
  name, city, state, state_code, zip, types,
  content='', contentless_delete=1,
  tokenize='unicode61 remove_diacritics 2', prefix='1 2 3'
);
--> statement-breakpoint
CREATE TRIGGER `arcades_fts_insert` AFTER INSERT ON `arcades` BEGIN
  INSERT INTO `arcades_fts`(rowid, name, city, state, state_code, zip, types)
  VALUES (new.id, new.name, new.city, new.state, new.state_code, new.zip, replace(new.type, ',', ' '));
END;
--> statement-breakpoint
CREATE TRIGGER `arcades_fts_delete` AFTER DELETE ON `arcades` BEGIN
  DELETE FROM `arcades_fts` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `arcades_fts_update` AFTER UPDATE OF name, city, state, state_code, zip, type ON `arcades` BEGIN
  DELETE FROM `arcades_fts` WHERE rowid = old.id;
  INSERT INTO `arcades_fts`(rowid, name, city, state, state_code, zip, types)
  VALUES (new.id, new.name, new.city, new.state, new.state_code, new.zip, replace(new.type, ',', ' '));
END;
--> statement-breakpoint
INSERT INTO `arcades_fts`(rowid, name, city, state, state_code, zip, types)
  SELECT id, name, city, state, state_code, zip, replace(type, ',', ' ') FROM `arcades`;
