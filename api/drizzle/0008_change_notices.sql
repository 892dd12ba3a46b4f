-- Change notices for in-process caches (docs/adr/0009-what-the-api-remembers.md): every statement that
-- writes user_services or nodes sends a notice on the channel '<table>_changed' at commit, whatever code
-- path wrote. One notice per statement (not per row), so a traffic report of 2 000 customers sends one.
CREATE FUNCTION notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_TABLE_NAME || '_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_services_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER nodes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON nodes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed();
