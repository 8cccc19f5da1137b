#include "core/planner/planrequest.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace cp::planner {

namespace {

template<class E, std::size_t N>
QString idOf(const std::array<std::pair<E, const char *>, N> &table, E value)
{
    for (const auto &[e, id] : table) {
        if (e == value)
            return QLatin1String(id);
    }
    return {};
}

template<class E, std::size_t N>
std::optional<E> fromId(const std::array<std::pair<E, const char *>, N> &table, const QString &id)
{
    for (const auto &[e, name] : table) {
        if (id == QLatin1String(name))
            return e;
    }
    return std::nullopt;
}

template<class E, std::size_t N>
QStringList idsOf(const std::array<std::pair<E, const char *>, N> &table)
{
    QStringList ids;
    for (const auto &entry : table)
        ids << QLatin1String(entry.second);
    return ids;
}

constexpr std::array<std::pair<Objective, const char *>, 3> kObjectives { { { Objective::Cheapest, "cheapest" },
    { Objective::Fastest, "fastest" }, { Objective::Balanced, "balanced" } } };
constexpr std::array<std::pair<PayMode, const char *>, 3> kPayModes { { { PayMode::OnDemand, "on-demand" },
    { PayMode::Monthly, "monthly" }, { PayMode::Spot, "spot" } } };
constexpr std::array<std::pair<advice::DataStorage, const char *>, 5> kStorages { { { advice::DataStorage::Unknown, "unknown" },
    { advice::DataStorage::Nfs, "nfs" }, { advice::DataStorage::LocalNvme, "nvme" },
    { advice::DataStorage::ParallelFs, "parallel-fs" }, { advice::DataStorage::ObjectStore, "object" } } };

} // namespace

QString objectiveId(Objective o) { return idOf(kObjectives, o); }
std::optional<Objective> objectiveFromId(const QString &id) { return fromId(kObjectives, id); }
QStringList objectiveIds() { return idsOf(kObjectives); }
QString payModeId(PayMode p) { return idOf(kPayModes, p); }
std::optional<PayMode> payModeFromId(const QString &id) { return fromId(kPayModes, id); }
QStringList payModeIds() { return idsOf(kPayModes); }
QString dataStorageId(advice::DataStorage s) { return idOf(kStorages, s); }
std::optional<advice::DataStorage> dataStorageFromId(const QString &id) { return fromId(kStorages, id); }
QStringList dataStorageIds() { return idsOf(kStorages); }

Errors validateRequest(const PlanRequest &r, const Catalog &catalog)
{
    Errors e = estimate::validateModel(r.model);
    for (const QString &id : r.accelerators) {
        if (!catalog.accelerator(id))
            e << Error { QStringLiteral("plan.accelerators"),
                QCoreApplication::translate("cp::Planner", "unknown accelerator '%1'; use one of %2").arg(id, catalog.acceleratorIds().join(QLatin1Char(','))) };
    }
    if (!r.network.isEmpty() && !catalog.fabric(r.network))
        e << Error { QStringLiteral("hardware.network"),
            QCoreApplication::translate("cp::Planner", "unknown network '%1'; use one of %2").arg(r.network, catalog.fabricIds().join(QLatin1Char('|'))) };
    if (r.maxGpus < 1 || r.maxGpus > 1 << 20)
        e << Error { QStringLiteral("plan.max_gpus"), QCoreApplication::translate("cp::Planner", "must be from 1 to %1 (got %2)").arg(1 << 20).arg(r.maxGpus) };
    if (r.training.tokens <= 0)
        e << Error { QStringLiteral("training.tokens"), QCoreApplication::translate("cp::Planner", "a plan needs the run's tokens (or dataset size)") };
    if (r.deadlineDays && !(*r.deadlineDays > 0))
        e << Error { QStringLiteral("plan.deadline_days"), QCoreApplication::translate("cp::Planner", "must be more than 0") };
    if (r.budgetCny && !(*r.budgetCny > 0))
        e << Error { QStringLiteral("plan.budget_cny"), QCoreApplication::translate("cp::Planner", "must be more than 0") };
    if (r.storage.keepLast < 0 || r.storage.keepBest < 0 || r.storage.keepLast + r.storage.keepBest < 1)
        e << Error { QStringLiteral("storage.retention"), QCoreApplication::translate("cp::Planner", "keep at least one checkpoint") };
    return e;
}

} // namespace cp::planner
