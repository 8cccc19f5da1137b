#pragma once
// The store's schema as a ladder of migrations. Step n takes a database from version n-1 to n;
// each step runs in its own transaction together with the version bump.
//
//   v1  scenarios (name, canonical .cplan body), revisions, tags (one row per scenario and tag),
//       catalog_edits, price_edits.
//   v2  tags normalised into tag_names + scenario_tags; scenarios.search_text (lower-case name,
//       notes and tags, for the library's search); revisions.app_version and comment;
//       price_edits.confidence; named comparisons (comparisons + comparison_items).
//   v3  drafts: the autosaved, not yet saved edits of an open plan (one per scenario name).
//   v4  who: revisions.author, scenarios.owner (who created it; on a team server an editor deletes
//       only its own), price_edits/catalog_edits.edited_by, and correction_log (every change of
//       the price book and catalog corrections: what, who, when). On PostgreSQL the step also maps
//       the roles to grants (SqlDialect::applyRoles).
//   v5  calibration_points: the user's pilot-run measurements (who, when, accelerator, the
//       configuration as JSON, measured and predicted values, framework, the pasted log).
//   v6  drafts.owner (each user's own drafts, unique per user and name), comparisons.owner,
//       deleted_plans (a record of every deleted plan: who deleted it, when, its last state); on
//       PostgreSQL the security model of the team library (SqlDialect::applySecurity): row
//       policies on every table, owners and creation times that never change, and an append-only
//       history and correction log stamped by the server (who: the session's user, when: its clock).

#include "core/common/expected.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>

namespace cp {

class SqlDialect;

namespace schema {

constexpr int kCurrentVersion = 6;

/// PRAGMA application_id of every Compute Planner library: the ASCII bytes "CPln" (0x43506C6E).
/// Libraries are marked when they are created; libraries written before the marker existed have
/// application_id 0 and are recognised only by having exactly the tables and columns of their
/// user_version (1 to 3); they are marked at the next writable open. Any other file is refused.
constexpr qint32 kApplicationId = 0x43506C6E;

/// A failed step's Error has the kind of the driver's error (SqlDialect::classify).
struct Migration {
    int toVersion;
    std::function<Status(QSqlDatabase &db, const SqlDialect &dialect)> apply;
};

/// Steps 1..kCurrentVersion, in order.
const QList<Migration> &migrations();

/// The text the library search matches against: name, notes and tags, lower case.
QString searchText(const QString &name, const QString &notes, const QStringList &tags);

} // namespace schema
} // namespace cp
