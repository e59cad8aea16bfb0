-- hand-written: a menu's platforms decide which pages a platform has, so menu changes invalidate cached permission sets.
CREATE TRIGGER "menus_access_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_access_epoch"();
