// The team library's security model on PostgreSQL (pgsecurity.h). Functions resolve names only in
// public and pg_catalog (pg_temp last), so a temporary table of a user cannot stand in for a
// library table inside them; policies are bound to the tables when they are created.
#include "core/store/pgsecurity.h"

namespace cp::pgsecurity {

namespace {

const QString kPath = QStringLiteral(" SET search_path = public, pg_catalog, pg_temp ");

// Every table of the library, each with row-level security.
const QStringList &tables()
{
    static const QStringList list { QStringLiteral("scenarios"), QStringLiteral("revisions"), QStringLiteral("tag_names"), QStringLiteral("scenario_tags"),
        QStringLiteral("drafts"), QStringLiteral("comparisons"), QStringLiteral("comparison_items"), QStringLiteral("calibration_points"),
        QStringLiteral("price_edits"), QStringLiteral("catalog_edits"), QStringLiteral("correction_log"), QStringLiteral("deleted_plans"),
        QStringLiteral("cp_meta") };
    return list;
}

QStringList functions()
{
    const auto sqlFunction = [](const QString &signature, const QString &returns, const QString &body) {
        return QStringLiteral("CREATE OR REPLACE FUNCTION %1 RETURNS %2 LANGUAGE sql STABLE%3AS $$ %4 $$").arg(signature, returns, kPath, body);
    };
    const auto trigger = [](const QString &name, const QString &body) {
        return QStringLiteral("CREATE OR REPLACE FUNCTION %1() RETURNS trigger LANGUAGE plpgsql%2AS $$ BEGIN %3 END $$").arg(name, kPath, body);
    };
    const QString refuse = QStringLiteral("USING ERRCODE = 'insufficient_privilege'");
    return {
        sqlFunction(QStringLiteral("cp_is_admin()"), QStringLiteral("boolean"), QStringLiteral("SELECT pg_has_role(session_user, 'cp_admin', 'MEMBER')")),
        // The server's clock in the library's time format (storeinternal.h, timeText).
        sqlFunction(QStringLiteral("cp_now()"), QStringLiteral("text"), QStringLiteral("SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')")),
        sqlFunction(QStringLiteral("cp_owns_plan(plan integer)"), QStringLiteral("boolean"),
            QStringLiteral("SELECT EXISTS (SELECT 1 FROM public.scenarios s WHERE s.id = plan AND (s.owner = session_user OR public.cp_is_admin()))")),
        sqlFunction(QStringLiteral("cp_owns_comparison(comparison integer)"), QStringLiteral("boolean"),
            QStringLiteral("SELECT EXISTS (SELECT 1 FROM public.comparisons c WHERE c.id = comparison AND (c.owner = session_user OR public.cp_is_admin()))")),
        trigger(QStringLiteral("cp_plan_guard"),
            QStringLiteral("IF NEW.id IS DISTINCT FROM OLD.id OR NEW.owner IS DISTINCT FROM OLD.owner OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN "
                           "RAISE EXCEPTION 'a plan''s id, owner and creation time never change' %1; END IF; RETURN NEW;")
                .arg(refuse)),
        // Deferred to the commit: a plan's stored state is its newest revision.
        trigger(QStringLiteral("cp_plan_revised"),
            QStringLiteral("IF EXISTS (SELECT 1 FROM public.scenarios s WHERE s.id = NEW.id AND s.body IS DISTINCT FROM "
                           "(SELECT r.body FROM public.revisions r WHERE r.scenario_id = s.id ORDER BY r.number DESC LIMIT 1)) THEN "
                           "RAISE EXCEPTION 'a plan changes only by a new revision that records it' %1; END IF; RETURN NULL;")
                .arg(refuse)),
        trigger(QStringLiteral("cp_revision_stamp"),
            QStringLiteral("NEW.author := session_user; NEW.saved_at := public.cp_now(); "
                           "IF NEW.number IS DISTINCT FROM (SELECT COALESCE(MAX(r.number), 0) + 1 FROM public.revisions r WHERE r.scenario_id = NEW.scenario_id) THEN "
                           "RAISE EXCEPTION 'revisions are numbered in order, each the next' %1; END IF; "
                           "IF NEW.body IS DISTINCT FROM (SELECT s.body FROM public.scenarios s WHERE s.id = NEW.scenario_id) THEN "
                           "RAISE EXCEPTION 'a revision records the plan as it is saved' %1; END IF; RETURN NEW;")
                .arg(refuse)),
        // A plan's revisions go only with the plan: the foreign key's cascade (a nested trigger)
        // when its owner or an admin deletes it. Nothing else ever deletes or changes one.
        trigger(QStringLiteral("cp_append_only"),
            QStringLiteral("IF TG_OP = 'DELETE' AND TG_TABLE_NAME = 'revisions' AND pg_trigger_depth() > 1 THEN "
                           "IF NOT EXISTS (SELECT 1 FROM public.scenarios s WHERE s.id = OLD.scenario_id) THEN RETURN OLD; END IF; END IF; "
                           "RAISE EXCEPTION 'the table % is an append-only audit trail: its rows are never changed or deleted', TG_TABLE_NAME %1;")
                .arg(refuse)),
        // Before the row goes (and its revisions with it, by the foreign key's cascade): a record
        // no role can write otherwise (SECURITY DEFINER: the function runs as the tables' owner).
        QStringLiteral("CREATE OR REPLACE FUNCTION cp_record_deletion() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER%1AS $$ BEGIN "
                       "INSERT INTO public.deleted_plans (name, owner, revisions, body, deleted_by, deleted_at) VALUES (OLD.name, OLD.owner, "
                       "(SELECT COUNT(*) FROM public.revisions r WHERE r.scenario_id = OLD.id), OLD.body, session_user, public.cp_now()); "
                       "RETURN OLD; END $$")
            .arg(kPath),
        trigger(QStringLiteral("cp_log_stamp"), QStringLiteral("NEW.author := session_user; NEW.changed_at := public.cp_now(); RETURN NEW;")),
        trigger(QStringLiteral("cp_edit_stamp"), QStringLiteral("NEW.edited_by := session_user; NEW.edited_at := public.cp_now(); RETURN NEW;")),
        trigger(QStringLiteral("cp_point_stamp"), QStringLiteral("NEW.created_at := public.cp_now(); RETURN NEW;")),
        trigger(QStringLiteral("cp_no_update"), QStringLiteral("RAISE EXCEPTION 'rows of the table % never change', TG_TABLE_NAME %1;").arg(refuse)),
    };
}

QStringList triggers()
{
    QStringList sql;
    const auto add = [&sql](const QString &name, const QString &table, const QString &when) {
        sql << QStringLiteral("DROP TRIGGER IF EXISTS %1 ON %2").arg(name, table)
            << QStringLiteral("CREATE TRIGGER %1 %2 ON %3 %4").arg(name, when.section(QLatin1Char('|'), 0, 0), table, when.section(QLatin1Char('|'), 1));
    };
    add(QStringLiteral("cp_guard"), QStringLiteral("scenarios"), QStringLiteral("BEFORE UPDATE|FOR EACH ROW EXECUTE FUNCTION cp_plan_guard()"));
    sql << QStringLiteral("DROP TRIGGER IF EXISTS cp_revised ON scenarios")
        << QStringLiteral("CREATE CONSTRAINT TRIGGER cp_revised AFTER INSERT OR UPDATE ON scenarios DEFERRABLE INITIALLY DEFERRED "
                          "FOR EACH ROW EXECUTE FUNCTION cp_plan_revised()");
    add(QStringLiteral("cp_record"), QStringLiteral("scenarios"), QStringLiteral("BEFORE DELETE|FOR EACH ROW EXECUTE FUNCTION cp_record_deletion()"));
    add(QStringLiteral("cp_stamp"), QStringLiteral("revisions"), QStringLiteral("BEFORE INSERT|FOR EACH ROW EXECUTE FUNCTION cp_revision_stamp()"));
    for (const QString &log : { QStringLiteral("revisions"), QStringLiteral("correction_log"), QStringLiteral("deleted_plans") }) {
        add(QStringLiteral("cp_append_only"), log, QStringLiteral("BEFORE UPDATE OR DELETE|FOR EACH ROW EXECUTE FUNCTION cp_append_only()"));
        add(QStringLiteral("cp_no_truncate"), log, QStringLiteral("BEFORE TRUNCATE|FOR EACH STATEMENT EXECUTE FUNCTION cp_append_only()"));
    }
    add(QStringLiteral("cp_stamp"), QStringLiteral("correction_log"), QStringLiteral("BEFORE INSERT|FOR EACH ROW EXECUTE FUNCTION cp_log_stamp()"));
    add(QStringLiteral("cp_stamp"), QStringLiteral("price_edits"), QStringLiteral("BEFORE INSERT OR UPDATE|FOR EACH ROW EXECUTE FUNCTION cp_edit_stamp()"));
    add(QStringLiteral("cp_stamp"), QStringLiteral("catalog_edits"), QStringLiteral("BEFORE INSERT OR UPDATE|FOR EACH ROW EXECUTE FUNCTION cp_edit_stamp()"));
    add(QStringLiteral("cp_stamp"), QStringLiteral("calibration_points"), QStringLiteral("BEFORE INSERT|FOR EACH ROW EXECUTE FUNCTION cp_point_stamp()"));
    add(QStringLiteral("cp_no_update"), QStringLiteral("calibration_points"), QStringLiteral("BEFORE UPDATE|FOR EACH ROW EXECUTE FUNCTION cp_no_update()"));
    return sql;
}

QStringList grants()
{
    return {
        QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC, cp_viewer, cp_editor, cp_admin"),
        QStringLiteral("GRANT USAGE ON SCHEMA public TO cp_viewer"),
        // viewer: read, compare, export (other users' drafts stay hidden by their policy)
        QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO cp_viewer"),
        // editor: its own plans (never their owner or creation time), revisions only added, tags,
        // its drafts, comparisons and calibration points
        QStringLiteral("GRANT INSERT, DELETE ON scenarios TO cp_editor"),
        QStringLiteral("GRANT UPDATE (name, body, updated_at, search_text) ON scenarios TO cp_editor"),
        QStringLiteral("GRANT INSERT ON revisions TO cp_editor"),
        QStringLiteral("GRANT INSERT, DELETE ON tag_names, scenario_tags, comparisons, comparison_items, calibration_points TO cp_editor"),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON drafts TO cp_editor"),
        QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO cp_editor"),
        // admin: the team's price book and catalog corrections, each change logged
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON price_edits, catalog_edits TO cp_admin"),
        QStringLiteral("GRANT INSERT ON correction_log TO cp_admin"),
    };
}

QStringList policies()
{
    QStringList sql;
    for (const QString &table : tables()) {
        sql << QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(table);
        for (const char *name : { "cp_read", "cp_insert", "cp_update", "cp_delete", "cp_own" })
            sql << QStringLiteral("DROP POLICY IF EXISTS %1 ON %2").arg(QLatin1String(name), table);
        if (table != QLatin1String("drafts"))
            sql << QStringLiteral("CREATE POLICY cp_read ON %1 FOR SELECT USING (true)").arg(table);
    }
    const auto policy = [&sql](const QString &name, const QString &table, const QString &verb, const QString &clauses) {
        sql << QStringLiteral("CREATE POLICY %1 ON %2 FOR %3 %4").arg(name, table, verb, clauses);
    };
    const QString mine = QStringLiteral("owner = session_user");
    const QString mineOrAdmin = QStringLiteral("(owner = session_user OR cp_is_admin())");
    policy(QStringLiteral("cp_insert"), QStringLiteral("scenarios"), QStringLiteral("INSERT"), QStringLiteral("WITH CHECK (%1)").arg(mine));
    // USING (true): a change of another's plan is refused (its owner stays), not silently skipped.
    policy(QStringLiteral("cp_update"), QStringLiteral("scenarios"), QStringLiteral("UPDATE"), QStringLiteral("USING (true) WITH CHECK %1").arg(mineOrAdmin));
    policy(QStringLiteral("cp_delete"), QStringLiteral("scenarios"), QStringLiteral("DELETE"), QStringLiteral("USING %1").arg(mineOrAdmin));
    policy(QStringLiteral("cp_insert"), QStringLiteral("revisions"), QStringLiteral("INSERT"), QStringLiteral("WITH CHECK (cp_owns_plan(scenario_id))"));
    policy(QStringLiteral("cp_insert"), QStringLiteral("tag_names"), QStringLiteral("INSERT"), QStringLiteral("WITH CHECK (true)"));
    policy(QStringLiteral("cp_delete"), QStringLiteral("tag_names"), QStringLiteral("DELETE"),
        QStringLiteral("USING (NOT EXISTS (SELECT 1 FROM scenario_tags st WHERE st.tag_id = tag_names.id))"));
    policy(QStringLiteral("cp_insert"), QStringLiteral("scenario_tags"), QStringLiteral("INSERT"), QStringLiteral("WITH CHECK (cp_owns_plan(scenario_id))"));
    policy(QStringLiteral("cp_delete"), QStringLiteral("scenario_tags"), QStringLiteral("DELETE"), QStringLiteral("USING (cp_owns_plan(scenario_id))"));
    policy(QStringLiteral("cp_own"), QStringLiteral("drafts"), QStringLiteral("ALL"), QStringLiteral("USING (%1) WITH CHECK (%1)").arg(mine));
    policy(QStringLiteral("cp_insert"), QStringLiteral("comparisons"), QStringLiteral("INSERT"), QStringLiteral("WITH CHECK (%1)").arg(mine));
    policy(QStringLiteral("cp_delete"), QStringLiteral("comparisons"), QStringLiteral("DELETE"), QStringLiteral("USING %1").arg(mineOrAdmin));
    policy(QStringLiteral("cp_insert"), QStringLiteral("comparison_items"), QStringLiteral("INSERT"), QStringLiteral("WITH CHECK (cp_owns_comparison(comparison_id))"));
    policy(QStringLiteral("cp_delete"), QStringLiteral("comparison_items"), QStringLiteral("DELETE"), QStringLiteral("USING (cp_owns_comparison(comparison_id))"));
    policy(QStringLiteral("cp_insert"), QStringLiteral("calibration_points"), QStringLiteral("INSERT"), QStringLiteral("WITH CHECK (created_by = session_user)"));
    policy(QStringLiteral("cp_delete"), QStringLiteral("calibration_points"), QStringLiteral("DELETE"),
        QStringLiteral("USING (created_by = session_user OR cp_is_admin())"));
    for (const QString &book : { QStringLiteral("price_edits"), QStringLiteral("catalog_edits") }) {
        policy(QStringLiteral("cp_insert"), book, QStringLiteral("INSERT"), QStringLiteral("WITH CHECK (cp_is_admin())"));
        policy(QStringLiteral("cp_update"), book, QStringLiteral("UPDATE"), QStringLiteral("USING (cp_is_admin()) WITH CHECK (cp_is_admin())"));
        policy(QStringLiteral("cp_delete"), book, QStringLiteral("DELETE"), QStringLiteral("USING (cp_is_admin())"));
    }
    policy(QStringLiteral("cp_insert"), QStringLiteral("correction_log"), QStringLiteral("INSERT"), QStringLiteral("WITH CHECK (cp_is_admin())"));
    return sql;
}

} // namespace

QStringList statements() { return functions() + triggers() + grants() + policies(); }

} // namespace cp::pgsecurity
