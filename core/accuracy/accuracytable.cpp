#include "core/accuracy/accuracytable.h"

#include <map>

namespace cp::estimate {

AccuracyTable combineAccuracy(const AccuracyReport &memory, const CrossValidation &stepTime)
{
    AccuracyTable a { memory, stepTime, stepTime.rows + memory.rows, stepTime.families, {}, {} };
    a.families += memory.families;
    std::map<QString, QList<AccuracyRow>> bySource;
    for (const auto &row : a.rows) {
        if (row.excluded.isEmpty())
            bySource[row.source] << row;
    }
    for (const auto &entry : bySource)
        a.sources << accuracyGroup(entry.first, entry.second);
    return a;
}

Expected<AccuracyTable> shippedAccuracy()
{
    const auto rows = readMemoryMeasurements();
    if (!rows)
        return rows.errors();
    const auto ran = readRanConfigurations();
    if (!ran)
        return ran.errors();
    const auto report = memoryBacktest(*rows, *ran);
    if (!report)
        return report.errors();
    const auto runs = readCalibrationRuns();
    if (!runs)
        return runs.errors();
    AccuracyTable table = combineAccuracy(*report, stepTimeCrossValidation(*runs));
    table.computedAt = QDateTime::currentDateTimeUtc();
    return table;
}

} // namespace cp::estimate
