// libFuzzer target: arbitrary bytes as a .cplan file (files arrive by e-mail and IM).
// fromBytes must refuse or accept without crashing, leaking or hanging; an accepted scenario
// must pass validateScenario and survive a canonical round trip unchanged.
#include "core/catalog/catalog.h"
#include "core/scenario/cplan.h"
#include "core/scenario/validation.h"

#include <QByteArray>
#include <QCoreApplication>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    (void)cp::Catalog::builtIn();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const cp::Catalog &catalog = cp::Catalog::builtIn();
    const cp::Expected<cp::Scenario> scenario = cp::cplan::fromBytes(bytes, catalog);
    if (!scenario)
        return 0;
    if (!cp::validateScenario(*scenario, catalog).isEmpty())
        std::abort(); // the importer accepted what validation refuses
    const QByteArray canonical = cp::cplan::toBytes(*scenario);
    const cp::Expected<cp::Scenario> again = cp::cplan::fromBytes(canonical, catalog);
    if (!again || cp::cplan::toBytes(*again) != canonical)
        std::abort(); // the canonical text does not read back as the same scenario
    return 0;
}
