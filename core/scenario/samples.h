#pragma once
// The sample scenarios shipped in resources/samples/*.cplan (compiled in under :/cp/samples).

#include "core/common/expected.h"
#include "core/scenario/scenario.h"

#include <QList>
#include <QStringList>

namespace cp {

/// Resource paths of the sample files, sorted by file name.
QStringList sampleFiles();
enum class SampleText {
    AsShipped, ///< names and notes as in the files (English)
    Translated, ///< in the UI language (a new library is seeded in the language it is used in)
};

/// The parsed and validated samples, in file-name order.
Expected<QList<Scenario>> sampleScenarios(SampleText text = SampleText::AsShipped);

/// The shipped names and notes of the samples, the source texts of their translations.
QStringList sampleTexts();
/// A sample's shipped name, notes or workload label in the UI language; any other text as it is (a sample file
/// exported in Chinese gets its Chinese name).
QString translatedSampleText(const QString &text);
/// A shipped sample's name, notes, workload labels and pool names (and the workloads' references
/// to them) in the UI language, as a library seeded in that language holds them; any other
/// plan's texts stay as they are.
void translateSampleTexts(Scenario &scenario);

} // namespace cp
