#include "app/cli/planloader.h"

#include "app/cli/cli.h"

namespace cp::cli {

Expected<compare::LoadedPlan> PlanLoader::load(const QString &text, int &exitCode)
{
    exitCode = BadInput;
    m_openFailed = false;
    const compare::PlanReference ref = compare::parsePlanReference(text);
    if (!ref.file && !m_store) {
        StoreOptions options;
        options.readOnly = true; // these commands only read the library
        auto opened = Store::open(m_dbPath, options);
        if (!opened) {
            exitCode = exitCodeFor(kindOf(opened.errors()));
            m_openFailed = true;
            return opened.errors();
        }
        m_store = std::move(*opened);
    }
    auto plan = compare::loadPlan(m_store.get(), ref);
    // A name that does not exist is bad input; a library that cannot be read is not.
    if (!plan && !ref.file)
        exitCode = exitCodeFor(kindOf(plan.errors()));
    return plan;
}

int PlanLoader::newestRevision(const QString &name) const
{
    if (!m_store)
        return 0;
    const auto revs = m_store->revisions(name);
    return revs ? cp::newestRevision(*revs) : 0;
}

} // namespace cp::cli
