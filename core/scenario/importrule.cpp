#include "core/scenario/importrule.h"

namespace cp {

bool samePlan(const Scenario &a, const Scenario &b)
{
    Scenario same = a;
    same.created = b.created;
    same.updated = b.updated;
    same.appVersion = b.appVersion;
    return same == b;
}

QString unusedName(const QString &base, const QSet<QString> &taken)
{
    QString name = base;
    for (int n = 2; taken.contains(name); ++n)
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    return name;
}

ImportTarget importTarget(const Scenario &imported, const Scenario *existing)
{
    ImportTarget target;
    target.name = imported.name.trimmed();
    target.newScenario = existing == nullptr;
    target.unchanged = existing && samePlan(imported, *existing);
    return target;
}

} // namespace cp
