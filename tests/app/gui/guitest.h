#pragma once
// Shared helpers for the main-window tests: a temporary library per window, sample lookup.

#include "app/gui/dashboard.h"
#include "app/gui/mainwindow.h"
#include "core/scenario/cplan.h"
#include "core/scenario/samples.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <QString>

namespace cp::gui::test {

/// Bytes that are no SQLite database (a damaged library), 11.5 kB.
inline QByteArray notADatabase() { return QByteArray("this is not a database ").repeated(500); }

/// Writes `bytes` to `path`; false when the file cannot be written whole.
inline bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// Writes `s` renamed to `name` as a .cplan file without training.seq_len (a file that relies on
/// a default); false when the file cannot be written.
inline bool writeWithoutSeqLen(const Scenario &s, const QString &name, const QString &path)
{
    QJsonObject json = cplan::toJson(s);
    QJsonObject training = json.value(QStringLiteral("training")).toObject();
    training.remove(QStringLiteral("seq_len"));
    json.insert(QStringLiteral("training"), training);
    json.insert(QStringLiteral("name"), name);
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(json).toJson()) > 0;
}

/// The name of the first sample whose name contains part.
inline QString sampleName(const QString &part, SampleText text = SampleText::AsShipped)
{
    const auto samples = sampleScenarios(text);
    if (!samples)
        return {};
    for (const Scenario &s : *samples) {
        if (s.name.contains(part))
            return s.name;
    }
    return {};
}

/// The value text of a KPI card, or an empty string when it is not shown.
inline QString kpiText(const MainWindow &w, const QString &id)
{
    const KpiCard *card = w.dashboard()->card(id);
    return card ? card->valueText() : QString();
}

} // namespace cp::gui::test
