#pragma once
// Shared by the export tests: sample plans analysed by the engines, and readers for the files
// the exporters write (PDF objects, poppler tools, zip members via unzip). The tools come from
// installer/bootstrap: a missing one fails the test, it never skips it.
#include "core/analysis/planreport.h"
#include "core/scenario/samples.h"

#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTest>

#include <optional>

/// The sample whose file name contains `part` ("03-70b" has every chart), analysed.
inline cp::analysis::PlanReport sampleReport(const QString &part, const QLocale &locale = QLocale(QLocale::English))
{
    const QStringList files = cp::sampleFiles();
    const auto samples = cp::sampleScenarios();
    if (!samples)
        return {};
    for (qsizetype i = 0; i < files.size(); ++i) {
        if (files.at(i).contains(part))
            return cp::analysis::analyse(samples->at(i), locale);
    }
    return {};
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Output of a tool, or nullopt when it is not installed or fails (the caller fails the test).
inline std::optional<QByteArray> tool(const QString &program, const QStringList &args)
{
    if (QStandardPaths::findExecutable(program).isEmpty())
        return std::nullopt;
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return std::nullopt;
    return p.readAllStandardOutput();
}
