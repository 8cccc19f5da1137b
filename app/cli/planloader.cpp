#include "app/cli/planloader.h"

#include "app/cli/cli.h"

#include <algorithm>

namespace cp::cli {

Expected<compare::LoadedPlan> PlanLoader::load(const QString &text, int &exitCode)
{
    exitCode = BadInput;
    m_openFailed = false;
    const compare::PlanReference ref = compare::parsePlanReference(text);
    if (!ref.file && !m_store) {
        StoreProblem problem = StoreProblem::None;
        StoreOptions options;
        options.readOnly = true; // these commands only read the library
        auto opened = Store::open(m_dbPath, options, &problem);
        if (!opened) {
            exitCode = exitCodeFor(problem);
            m_openFailed = true;
            return opened.errors();
        }
        m_store = std::move(*opened);
    }
    auto plan = compare::loadPlan(m_store.get(), ref);
    // A name that does not exist is bad input; a library that cannot be read is not.
    if (!plan && !ref.file && m_store->lastProblem() != StoreProblem::None)
        exitCode = exitCodeFor(m_store->lastProblem());
    return plan;
}

int PlanLoader::newestRevision(const QString &name) const
{
    int newest = 0;
    if (m_store) {
        if (const auto revs = m_store->revisions(name)) {
            for (const RevisionInfo &r : *revs)
                newest = std::max(newest, r.number);
        }
    }
    return newest;
}

} // namespace cp::cli
