#pragma once
// The sample scenarios shipped in resources/samples/*.cplan (compiled in under :/cp/samples).

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <QList>
#include <QStringList>

namespace cp {

/// Resource paths of the sample files, sorted by file name.
QStringList sampleFiles();
/// The parsed and validated samples, in file-name order.
Expected<QList<Scenario>> sampleScenarios();

} // namespace cp
