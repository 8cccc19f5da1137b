#pragma once
// The team library's security model on PostgreSQL (schema v6), as the SQL that sets it up; run by
// the PostgreSQL dialect's applySecurity inside a migration step. Only core/store uses it.
//
// Who may do what (README "Team library", "Security model"):
//   every role   reads everything but other users' drafts.
//   cp_editor    creates plans as itself, changes (new revisions, renames, tags) and deletes only its
//                own; its own drafts; comparisons and calibration points it saved.
//   cp_admin     what an editor may, on every user's plans, comparisons and calibration points
//                (never their drafts); the team's price book and catalog corrections.
// What no role may (admins included; only the tables' owner, by a migration, could):
//   change a plan's id, owner or creation time; change a plan except by a new revision (its state
//   is always its newest revision); change, delete or back-date a revision or a correction-log
//   entry (author/when are the session's user and the server's clock, set by triggers).

#include <QStringList>

namespace cp::pgsecurity {

/// The statements, in order; idempotent (CREATE OR REPLACE, DROP ... IF EXISTS first).
QStringList statements();

} // namespace cp::pgsecurity
