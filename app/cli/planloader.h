#pragma once
// Plan references for the commands that read plans (compare, export): the one rule of
// core/compare/planref.h with files allowed, and the library opened read-only on the first
// reference that names a library scenario (a command given only .cplan files needs none).

#include "core/compare/planref.h"
#include "core/store/store.h"

#include <memory>

namespace cp::cli {

class PlanLoader {
public:
    explicit PlanLoader(QString dbPath)
        : m_dbPath(std::move(dbPath))
    {
    }

    /// The plan `text` names. On failure `exitCode` says why: a refused file, an unknown name or
    /// revision is BadInput; a library that cannot be opened or read, exitCodeFor its problem.
    Expected<compare::LoadedPlan> load(const QString &text, int &exitCode);
    /// Whether the last load failed because the library could not be opened.
    bool openFailed() const { return m_openFailed; }
    /// The newest revision of a library scenario, 0 when there is none (or no library is open).
    int newestRevision(const QString &name) const;

private:
    QString m_dbPath;
    std::unique_ptr<Store> m_store;
    bool m_openFailed = false;
};

} // namespace cp::cli
