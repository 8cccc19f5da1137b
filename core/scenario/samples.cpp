#include "core/scenario/samples.h"

#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"

#include <QDir>

namespace cp {

QStringList sampleFiles()
{
    const QString dir = QStringLiteral(":/cp/samples");
    QStringList files;
    for (const QString &name : QDir(dir).entryList({ QStringLiteral("*.cplan") }, QDir::Files, QDir::Name))
        files << dir + QLatin1Char('/') + name;
    return files;
}

Expected<QList<Scenario>> sampleScenarios()
{
    QList<Scenario> out;
    Errors errors;
    for (const QString &file : sampleFiles()) {
        const Expected<Scenario> s = cplan::readFile(file, Catalog::builtIn());
        if (s)
            out << *s;
        else
            for (const Error &e : s.errors())
                errors.append({ file + QLatin1Char(':') + e.path, e.message });
    }
    if (!errors.isEmpty())
        return errors;
    return out;
}

} // namespace cp
