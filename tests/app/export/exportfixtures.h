#pragma once
// Shared by the export tests: sample plans analysed by the engines, and readers for the files
// the exporters write (PDF objects, poppler tools, zip members via unzip). The tools come from
// installer/bootstrap: a missing one fails the test, it never skips it.
#include "core/analysis/planreport.h"
#include "core/calibrate/pilot.h"
#include "core/scenario/samples.h"
#include "core/uncertainty/ranges.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QXmlStreamReader>

#include <algorithm>
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

/// Converts the workbooks with LibreOffice in one start (a fresh profile that recalculates
/// OOXML files on loading, so every formula is computed again from the cells) into `format`,
/// into `outDir`. False when soffice is missing or fails: installer/bootstrap installs
/// libreoffice-calc, so the caller fails the test.
inline bool libreOffice(const QString &format, const QStringList &files, const QString &outDir, QString *why)
{
    const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
    if (soffice.isEmpty()) {
        *why = QStringLiteral("soffice is missing (installer/bootstrap --with-tools installs libreoffice-calc-nogui)");
        return false;
    }
    QTemporaryDir profile;
    QDir().mkpath(profile.filePath(QStringLiteral("user")));
    QFile xcu(profile.filePath(QStringLiteral("user/registrymodifications.xcu")));
    if (!xcu.open(QIODevice::WriteOnly))
        return false;
    // OOXMLRecalcMode 0: always recalculate an Excel 2007+ file on loading (1 would trust the
    // cached values the writer stored, and the test would prove nothing).
    xcu.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
              "<oor:items xmlns:oor=\"http://openoffice.org/2001/registry\" xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" "
              "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n"
              "<item oor:path=\"/org.openoffice.Office.Calc/Formula/Load\"><prop oor:name=\"OOXMLRecalcMode\" oor:op=\"fuse\">"
              "<value>0</value></prop></item>\n"
              "</oor:items>\n");
    xcu.close();
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(soffice, QStringList { QStringLiteral("-env:UserInstallation=") + QUrl::fromLocalFile(profile.path()).toString(), QStringLiteral("--headless"), QStringLiteral("--norestore"), QStringLiteral("--convert-to"), format, QStringLiteral("--outdir"), outDir } + files);
    if (!p.waitForFinished(180000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *why = QStringLiteral("soffice failed: ") + QString::fromUtf8(p.readAll());
        return false;
    }
    for (const QString &f : files) {
        if (!QFile::exists(QDir(outDir).filePath(QFileInfo(f).completeBaseName() + QLatin1Char('.') + format.section(QLatin1Char(':'), 0, 0)))) {
            *why = QStringLiteral("soffice wrote nothing for ") + f + QStringLiteral(": ") + QString::fromUtf8(p.readAll());
            return false;
        }
    }
    return true;
}

/// One cell of a worksheet as stored: its number, its text (a shared string or a formula's
/// string result) and its formula.
struct XlsxCell {
    double value = 0;
    QString text;
    QString formula;
    bool number = false;
};

/// The cells of the worksheet named `sheet` of an .xlsx file (ref "B2" → cell), shared strings
/// resolved; empty when the file or sheet cannot be read (unzip from installer/bootstrap).
inline QHash<QString, XlsxCell> xlsxSheet(const QString &xlsx, const QString &sheet)
{
    const auto part = [&](const QString &name) { return tool(QStringLiteral("unzip"), { QStringLiteral("-p"), xlsx, name }).value_or(QByteArray()); };
    QStringList strings;
    for (QXmlStreamReader r(part(QStringLiteral("xl/sharedStrings.xml"))); !r.atEnd();) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("si"))
            strings << QString();
        else if (r.isStartElement() && r.name() == QLatin1String("t") && !strings.isEmpty())
            strings.last() += r.readElementText();
    }
    QString rid, target;
    for (QXmlStreamReader r(part(QStringLiteral("xl/workbook.xml"))); !r.atEnd();) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("sheet") && r.attributes().value(QLatin1String("name")) == sheet) {
            for (const QXmlStreamAttribute &a : r.attributes())
                rid = a.name() == QLatin1String("id") ? a.value().toString() : rid;
        }
    }
    for (QXmlStreamReader r(part(QStringLiteral("xl/_rels/workbook.xml.rels"))); !r.atEnd();) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("Relationship") && r.attributes().value(QLatin1String("Id")) == rid)
            target = r.attributes().value(QLatin1String("Target")).toString();
    }
    QHash<QString, XlsxCell> out;
    if (rid.isEmpty() || target.isEmpty())
        return out;
    QString ref, type;
    XlsxCell cell;
    for (QXmlStreamReader r(part(target.startsWith(QLatin1Char('/')) ? target.mid(1) : QStringLiteral("xl/") + target)); !r.atEnd();) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("c")) {
            ref = r.attributes().value(QLatin1String("r")).toString();
            type = r.attributes().value(QLatin1String("t")).toString();
            cell = XlsxCell {};
            cell.number = type.isEmpty() || type == QLatin1String("n");
        } else if (r.isStartElement() && r.name() == QLatin1String("f")) {
            cell.formula = r.readElementText();
        } else if (r.isStartElement() && r.name() == QLatin1String("v")) {
            const QString v = r.readElementText();
            cell.value = v.toDouble();
            cell.text = type == QLatin1String("s") ? strings.value(v.toInt()) : v;
        } else if (r.isStartElement() && r.name() == QLatin1String("t")) {
            cell.text += r.readElementText(); // an inline string
        } else if (r.isEndElement() && r.name() == QLatin1String("c")) {
            out.insert(ref, cell);
        }
    }
    return out;
}

/// Hand-made ranges for a report: GPU-hours 1,000 / 1,200 / 1,500, the first way to pay
/// cheapest in 70% of cases, a hybrid that owns nothing (on demand under another name) in 10%,
/// the rest sharing 20%; one pilot point 20% below its prediction.
inline cp::uncertainty::Ranges handMadeRanges(const cp::analysis::PlanReport &r)
{
    cp::uncertainty::Ranges ranges;
    ranges.samples = 500;
    ranges.seed = 3;
    ranges.kpis = { { QStringLiteral("gpu_hours"), { 1000, 1200, 1500 } } };
    ranges.drivers = { QStringLiteral("estimator error: hand-made driver line") };
    const qsizetype n = r.tco ? r.tco->options.size() : 0;
    qsizetype rest = 0;
    for (qsizetype i = 1; i < n; ++i)
        rest += r.tco->duplicatesOnDemand(r.tco->options.at(i)) ? 0 : 1;
    for (qsizetype i = 0; i < n; ++i) {
        const cp::tco::OptionResult &o = r.tco->options.at(i);
        const double p = i == 0 ? 0.7 : r.tco->duplicatesOnDemand(o) ? 0.1
                                                                     : 0.2 / double(std::max<qsizetype>(1, rest));
        ranges.options << cp::uncertainty::OptionRange { o.id, { 10, 20, 30 }, { 5, 15, 25 }, p, {} };
    }
    return ranges;
}

inline cp::calibrate::PilotPoint handMadePoint(const QString &accelerator)
{
    cp::calibrate::PilotPoint p;
    p.accelerator = accelerator;
    p.createdBy = QStringLiteral("ann");
    p.createdAt = QDateTime(QDate(2026, 11, 30), QTime(10, 0), Qt::UTC);
    p.measuredTokensPerS = 800;
    p.predictedTokensPerS = 1000;
    p.predictedPeakGiB = 60;
    return p;
}
